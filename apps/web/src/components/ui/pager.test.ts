import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows up to 4 numbered links starting at the current page', () => {
    expect([1, 2, 3, 4, 5].map((page) => pageWindow(page, 5))).toEqual([
      [1, 2, 3, 4],
      [2, 3, 4, 5],
      [3, 4, 5],
      [4, 5],
      [5],
    ]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(7, 12)).toEqual([7, 8, 9, 10]);
  });
});
