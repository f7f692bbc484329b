import { useSearchParams } from 'react-router';

/** `?page=` as a page number: missing, not a number or below 1 reads as page 1. */
export const parsePage = (raw: string | null) => Math.max(1, Number.parseInt(raw ?? '1', 10) || 1);

/** scrollToTop: a page change scrolls to the top of the page instead of keeping the position. */
type Options = { scrollToTop?: boolean };

/** The address's search params, and a setter that changes some and keeps the others (a search term, the filter). */
function useSearchParamUpdate({ scrollToTop = false }: Options) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) next.set(name, value);
        return next;
      },
      { preventScrollReset: !scrollToTop },
    );
  return { params, update };
}

/** A list's page lives in the address (?page=2), so reload, Back and a shared link keep it. */
export function usePageParam(options: Options = {}) {
  const { params, update } = useSearchParamUpdate(options);
  return { page: parsePage(params.get('page')), setPage: (page: number) => update({ page: String(page) }) };
}

/**
 * A sorted list's page and filter (?page=2&sortBy=views): a missing or unknown sortBy reads as
 * the fallback, and changing the filter goes back to page 1 (spec part 2 §4).
 */
export function useSortedPageParams<S extends string>(allowed: readonly S[], fallback: S, options: Options = {}) {
  const { params, update } = useSearchParamUpdate(options);
  const raw = params.get('sortBy');
  return {
    page: parsePage(params.get('page')),
    sortBy: allowed.find((s) => s === raw) ?? fallback,
    setPage: (page: number) => update({ page: String(page) }),
    setSortBy: (sortBy: S) => update({ page: '1', sortBy }),
  };
}
