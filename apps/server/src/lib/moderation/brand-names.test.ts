import { describe, expect, it } from 'vitest';
import { mentionsBrandName } from './brand-names.js';

const brands = ['Alphacure', 'Zemtrix-C', 'Lung Shield', 'A1 (plus)'];

describe('mentionsBrandName', () => {
  it('matches whole words case-insensitively', () => {
    expect(mentionsBrandName('ALPHACURE works', brands)).toBe(true);
    expect(mentionsBrandName('alphacure® weekly', brands)).toBe(true);
    expect(mentionsBrandName('on zemtrix-c since May', brands)).toBe(true);
    expect(mentionsBrandName('the lung   shield study', brands)).toBe(true);
  });

  it('ignores names inside longer words', () => {
    expect(mentionsBrandName('Alphacurex', brands)).toBe(false);
    expect(mentionsBrandName('preAlphacure', brands)).toBe(false);
    expect(mentionsBrandName('Zemtrix alone', brands)).toBe(false);
  });

  it('escapes regular-expression characters in names', () => {
    expect(mentionsBrandName('try A1 (plus) today', brands)).toBe(true);
    expect(mentionsBrandName('A1 plus', brands)).toBe(false);
  });

  it('handles an empty or blank list and a changed list', () => {
    expect(mentionsBrandName('Alphacure', [])).toBe(false);
    expect(mentionsBrandName('Alphacure', ['  ', ''])).toBe(false);
    expect(mentionsBrandName('Newbrand', ['Newbrand'])).toBe(true);
    expect(mentionsBrandName('Newbrand', brands)).toBe(false);
  });
});
