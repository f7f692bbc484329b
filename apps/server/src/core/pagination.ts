import { pageMeta, type PaginationMeta } from '@aatd/contract';

/** One page of a list: the page number the member asked for and the rows it covers. */
export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** The one place a page number becomes an offset (pages start at 1). */
export const pageWindow = (page: number, limit: number): PageWindow => ({ page, limit, offset: (page - 1) * limit });

/** The contract's list shape: `data` plus `meta.pagination`. */
export const paginate = <T>(
  data: T[],
  total: number,
  window: PageWindow,
): { data: T[]; meta: { pagination: PaginationMeta } } => ({
  data,
  meta: { pagination: pageMeta(total, window.page, window.limit) },
});

/**
 * The total of a list read with `count(*) over()` as its `total` column: from the first row, or —
 * only when the page lies past the end and so carries no row — from a count-only query.
 */
export async function listTotal(
  rows: readonly { total: string | number }[],
  window: PageWindow,
  countAll: () => Promise<number | string>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0]!.total);
  return window.offset > 0 ? Number(await countAll()) : 0;
}
