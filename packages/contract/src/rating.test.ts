import { describe, expect, it } from 'vitest';
import { RatingBodySchema, nextAverage } from './rating.js';

describe('nextAverage', () => {
  it.each([
    [0, 0, 5, 5], // first rating
    [4, 1, 5, 4], // (4 + 5) / 2 = 4.5 → 4
    [3, 2, 5, 3], // (6 + 5) / 3 = 3.67 → 3
    [5, 3, 1, 4], // (15 + 1) / 4 = 4
    [2, 9, 1, 1], // (18 + 1) / 10 = 1.9 → 1
    [4.5, 2, 5, 4], // a stored fractional average still floors: (9 + 5) / 3 = 4.67
  ])('average %d over %d ratings plus %d gives %d', (avg, count, rating, expected) => {
    expect(nextAverage(avg, count, rating)).toBe(expected);
  });
});

describe('RatingBodySchema', () => {
  it('accepts whole stars from 1 to 5 with an optional section name', () => {
    expect(RatingBodySchema.parse({ rating: 1 })).toEqual({ rating: 1 });
    expect(RatingBodySchema.parse({ rating: 5, moduleType: 'conference-highlights' })).toEqual({
      rating: 5,
      moduleType: 'conference-highlights',
    });
  });

  it.each([0, 6, 3.5, '4', null])('refuses %s', (rating) => {
    expect(RatingBodySchema.safeParse({ rating }).success).toBe(false);
  });
});
