import { beforeEach, describe, expect, it } from 'vitest';
import { forgetListTotals, LONG_LIST, pageWindow, pageWithTotal } from './pagination.js';

describe('pageWithTotal', () => {
  const rowsOf = (n: number) => () => Promise.resolve(Array.from({ length: n }, (_, i) => i));
  const counter = (answers: number[]) => {
    const count = () => Promise.resolve(answers[count.calls++]!);
    count.calls = 0;
    return count;
  };
  beforeEach(forgetListTotals);

  it('takes the total from a last page that is not full, without counting', async () => {
    const count = counter([]);
    expect((await pageWithTotal('k', pageWindow(3, 10), rowsOf(4), count)).total).toBe(24);
    expect((await pageWithTotal('k', pageWindow(1, 10), rowsOf(0), count)).total).toBe(0);
    expect(count.calls).toBe(0);
  });

  it('counts a short list on every request, so its total stays exact', async () => {
    const count = counter([12, 13]);
    expect((await pageWithTotal('k', pageWindow(1, 10), rowsOf(10), count)).total).toBe(12);
    expect((await pageWithTotal('k', pageWindow(1, 10), rowsOf(10), count)).total).toBe(13);
  });

  it('keeps the total of a long list for the next requests with the same key', async () => {
    const count = counter([LONG_LIST + 5, LONG_LIST + 6, 7]);
    expect((await pageWithTotal('long', pageWindow(1, 10), rowsOf(10), count)).total).toBe(LONG_LIST + 5);
    expect((await pageWithTotal('long', pageWindow(2, 10), rowsOf(10), count)).total).toBe(LONG_LIST + 5);
    expect((await pageWithTotal('other', pageWindow(1, 10), rowsOf(10), count)).total).toBe(LONG_LIST + 6);
    expect(count.calls).toBe(2);
  });
});
