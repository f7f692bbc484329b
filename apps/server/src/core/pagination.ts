import { pageMeta, type PaginationMeta } from '@aatd/contract';

/** One page of a list: the page number the member asked for and the rows it covers. */
export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** The one place a page number becomes an offset (pages start at 1). */
export const pageWindow = (page: number, limit: number): PageWindow => ({ page, limit, offset: (page - 1) * limit });

/** The rows of a list already in memory (held hits) that a window covers. */
export const withinWindow = <T>(rows: readonly T[], window: Pick<PageWindow, 'limit' | 'offset'>): T[] =>
  rows.slice(window.offset, window.offset + window.limit);

/** The contract's list shape: `data` plus `meta.pagination`. */
export const paginate = <T>(
  data: T[],
  total: number,
  window: PageWindow,
): { data: T[]; meta: { pagination: PaginationMeta } } => ({
  data,
  meta: { pagination: pageMeta(total, window.page, window.limit) },
});

/** Lists at least this long keep their total for TOTAL_TTL_MS (decision 0054); shorter ones are counted every time. */
export const LONG_LIST = 1000;
export const TOTAL_TTL_MS = 30_000;
const MAX_KEPT = 500;
const keptTotals = new Map<string, { total: Promise<number>; until: number }>();

/** Forgets every kept total (tests that build a long list and then change it). */
export const forgetListTotals = () => keptTotals.clear();

/** Forgets one kept total: a writer that just changed the list (its own instance sees it at once). */
export const forgetListTotal = (key: string) => keptTotals.delete(key);

/** Whether a page that shows `shown` rows is the list's last one, so its total is known without counting. */
export const endsList = (window: Pick<PageWindow, 'limit' | 'offset'>, shown: number) =>
  shown < window.limit && (shown > 0 || window.offset === 0);

/**
 * `countAll()`, or for a list of LONG_LIST or more the count made within the last TOTAL_TTL_MS
 * under `key` (the list and its filters, never the viewer).
 */
export function keptTotal(key: string, countAll: () => Promise<number | string>): Promise<number> {
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
  if (endsList(window, rows.length)) return { rows, total: window.offset + rows.length };
  return { rows, total: await keptTotal(key, countAll) };
}
