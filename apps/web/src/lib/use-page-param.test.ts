import { describe, expect, it } from 'vitest';
import { parsePage } from './use-page-param';

describe('parsePage', () => {
  it('reads a page number', () => {
    expect(parsePage('3')).toBe(3);
  });

  it('reads anything missing, not a number or below 1 as page 1', () => {
    for (const raw of [null, '', 'abc', '0', '-2']) expect(parsePage(raw)).toBe(1);
  });
});
