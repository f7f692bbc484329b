import { describe, expect, it } from 'vitest';
import { ISO3_COUNTRY_CODES } from './iso-countries.js';
import { sortDataFileProblems } from './prevalence.js';

describe('sortDataFileProblems', () => {
  it('puts file-wide problems first, then lines in file order (not text order)', () => {
    expect(
      sortDataFileProblems({ '12:pizz': 'c', '2:iso3': 'b', file: 'a', '12:iso3': 'd' }).map((p) => p.message),
    ).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('ISO3_COUNTRY_CODES', () => {
  it('holds the 249 ISO 3166-1 alpha-3 codes, each once', () => {
    expect(ISO3_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO3_COUNTRY_CODES).size).toBe(249);
    expect(ISO3_COUNTRY_CODES.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });
});
