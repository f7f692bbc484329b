import { useSearchParams } from 'react-router';
import { usePageParam } from './use-page-param';

/**
 * A console list's filters, sort and page in the address, so reload, Back and a shared link show
 * the same rows. `clean` keeps only values the server accepts (an edited address reads as no
 * filter, not as an error). Changing a filter or the sort starts again at page 1.
 */
export function useFilterParams<N extends string>(
  names: readonly N[],
  clean: Partial<Record<N, (raw: string) => boolean>> = {},
) {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam({ scrollToTop: true });
  const read = (n: N) => {
    const raw = params.get(n) ?? '';
    return raw && (clean[n]?.(raw) ?? true) ? raw : '';
  };
  const values = Object.fromEntries(names.map((n) => [n, read(n)])) as Record<N, string>;
  const change = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.set('page', '1');
      return next;
    });
  return {
    values,
    page,
    setPage,
    params,
    change,
    clear: () => change(Object.fromEntries(names.map((n) => [n, '']))),
    hasFilters: names.some((n) => values[n]),
  };
}
