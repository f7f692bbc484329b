import { describe, expect, it } from 'vitest';
import { findLinks } from './links.js';

const linksIn = (text: string) => findLinks(text).map(({ start, end }) => text.slice(start, end));

describe('findLinks', () => {
  it('finds full URLs, www. addresses and bare domains', () => {
    expect(linksIn('see http://example.org/a?b=1 and https://x.io')).toEqual([
      'http://example.org/a?b=1',
      'https://x.io',
    ]);
    expect(linksIn('www.example.de')).toEqual(['www.example.de']);
    expect(linksIn('go to example.com now')).toEqual(['example.com']);
    expect(linksIn('my-practice.clinic')).toEqual(['my-practice.clinic']);
  });

  it('leaves e-mail addresses to the personal-branding rule', () => {
    expect(linksIn('jane.doe@example.com')).toEqual([]);
    expect(linksIn('mailto:jane@example.com')).toEqual([]);
  });

  it('does not read doses, abbreviations or units as links', () => {
    expect(linksIn('dose 3.5.mg, e.g. i.e. U.S., 24 mg/dL, Pi*ZZ, node.js')).toEqual([]);
  });
});
