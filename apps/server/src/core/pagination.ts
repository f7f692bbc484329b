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

/** Forgets every kept total and kept position (tests that build a long list and then change it). */
export const forgetListTotals = () => {
  keptTotals.clear();
  keptPositions.clear();
};

/** Forgets one kept total and the list's kept positions: a writer that just changed the list (its own instance sees it at once). */
export const forgetListTotal = (key: string) => {
  keptTotals.delete(key);
  keptPositions.delete(key);
};

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

/** The total kept under `key` (keptTotal), if one is, for a statement that would otherwise count it alongside its page. */
export async function peekKeptTotal(key: string): Promise<number | undefined> {
  const kept = keptTotals.get(key);
  if (!kept || kept.until <= Date.now()) return undefined;
  return kept.total.catch(() => undefined);
}

/** Keeps a total a statement counted alongside its page, when the list is LONG_LIST or more (as keptTotal would). */
export function keepTotal(key: string, total: number) {
  if (total < LONG_LIST) return;
  if (keptTotals.size >= MAX_KEPT) keptTotals.clear();
  keptTotals.set(key, { total: Promise.resolve(total), until: Date.now() + TOTAL_TTL_MS });
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

/**
 * Deep pages without OFFSET scans: a long list keeps the sort key of every POSITION_EVERY-th row
 * (one index scan of the list, kept for TOTAL_TTL_MS like its total and forgotten with it), so page
 * N seeks to the nearest kept key before it through the list's index and skips fewer than
 * POSITION_EVERY rows, whatever N is. A page read within TOTAL_TTL_MS of a change may start up to
 * that change's size early or late, as an OFFSET page read a moment earlier would.
 */
export const POSITION_EVERY = 200;
const keptPositions = new Map<string, Map<string, { keys: Promise<readonly unknown[]>; until: number }>>();

/** Where a page starts: after the row with sort key `after` (none: the list's start), then `skip` rows. */
export interface Seek<K> {
  after: K | null;
  skip: number;
}

/**
 * The seek for a window of the list `key` (as its total is kept) in the order `order` (sort and
 * direction): `readKeys` answers the sort keys of rows POSITION_EVERY, 2 × POSITION_EVERY, … of
 * the list in that order, read once per TOTAL_TTL_MS. Windows in the first POSITION_EVERY rows
 * are plain offsets and read no kept key.
 */
export async function seekFor<K>(
  key: string,
  order: string,
  window: Pick<PageWindow, 'offset'>,
  readKeys: () => Promise<K[]>,
): Promise<Seek<K>> {
  if (window.offset < POSITION_EVERY) return { after: null, skip: window.offset };
  const now = Date.now();
  let orders = keptPositions.get(key);
  if (!orders) {
    if (keptPositions.size >= MAX_KEPT) keptPositions.clear();
    keptPositions.set(key, (orders = new Map()));
  }
  let kept = orders.get(order);
  if (!kept || kept.until <= now) {
    const keys = readKeys().catch((error: unknown) => {
      if (orders.get(order)?.keys === keys) orders.delete(order);
      throw error;
    });
    kept = { keys, until: now + TOTAL_TTL_MS };
    orders.set(order, kept);
  }
  const keys = (await kept.keys) as K[];
  const at = Math.min(Math.floor(window.offset / POSITION_EVERY), keys.length);
  if (at === 0) return { after: null, skip: window.offset };
  return { after: keys[at - 1]!, skip: window.offset - at * POSITION_EVERY };
}
