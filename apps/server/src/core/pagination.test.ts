import { beforeEach, describe, expect, it } from 'vitest';
import { forgetListTotals, LONG_LIST, listTotal, pageWindow, pageWithTotal } from './pagination.js';

describe('listTotal', () => {
  const neverCounted = () => Promise.reject(new Error('no count query expected'));

  it('takes the total from the first row of a page that has rows', async () => {
    expect(await listTotal([{ total: '42' }, { total: '42' }], pageWindow(2, 10), neverCounted)).toBe(42);
  });

  it('answers 0 for an empty first page without a second query', async () => {
    expect(await listTotal([], pageWindow(1, 10), neverCounted)).toBe(0);
  });

  it('counts separately only when a page past the end carries no row', async () => {
    expect(await listTotal([], pageWindow(9, 10), () => Promise.resolve('17'))).toBe(17);
  });
});

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
