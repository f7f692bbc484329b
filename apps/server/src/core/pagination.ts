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

/** Lists at least this long keep their total for TOTAL_TTL_MS (decision 0054); shorter ones are counted every time. */
export const LONG_LIST = 1000;
export const TOTAL_TTL_MS = 30_000;
const MAX_KEPT = 500;
const keptTotals = new Map<string, { total: Promise<number>; until: number }>();

/** Forgets every kept total (tests that build a long list and then change it). */
export const forgetListTotals = () => keptTotals.clear();

function keptTotal(key: string, countAll: () => Promise<number | string>): Promise<number> {
  const now = Date.now();
  const kept = keptTotals.get(key);
  if (kept && kept.until > now) return kept.total;
  if (keptTotals.size >= MAX_KEPT) keptTotals.clear();
  // Concurrent requests for the same list share one count; only a long list's total is kept.
  const total = Promise.resolve()
    .then(countAll)
    .then(Number)
    .then(
      (n) => {
        if (n < LONG_LIST) keptTotals.delete(key);
        return n;
      },
      (error: unknown) => {
        keptTotals.delete(key);
        throw error;
      },
    );
  keptTotals.set(key, { total, until: now + TOTAL_TTL_MS });
  return total;
}

/**
 * One page of a list and its total, without counting every match on every request (decision 0054):
 * the page's query reads only the page; the total comes from the page itself when it is the list's
 * last page, else from `countAll` — a narrow count — which a list of LONG_LIST or more keeps for
 * TOTAL_TTL_MS under `key` (the list and its filters, never the viewer). Shorter lists stay exact.
 */
export async function pageWithTotal<T>(
  key: string,
  window: PageWindow,
  readPage: () => Promise<T[]>,
  countAll: () => Promise<number | string>,
): Promise<{ rows: T[]; total: number }> {
  const rows = await readPage();
  if (rows.length < window.limit && (rows.length > 0 || window.offset === 0)) {
    return { rows, total: window.offset + rows.length };
  }
  return { rows, total: await keptTotal(key, countAll) };
}
