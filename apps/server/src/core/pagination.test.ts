import { describe, expect, it } from 'vitest';
import { listTotal, pageWindow } from './pagination.js';

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
