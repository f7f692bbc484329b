import { useSearchParams } from 'react-router';
import { SORT_BY, type SortBy } from '@aatd/contract';

/**
 * A list's page and filter live in the URL (?page=2&sortBy=views), so Back and reload keep them.
 * Changing the filter goes back to page 1 (spec part 2 §4).
 */
export function useListParams(allowed: readonly SortBy[] = SORT_BY) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = params.get('sortBy') as SortBy | null;
  const sortBy: SortBy = raw && allowed.includes(raw) ? raw : 'added';
  return {
    page,
    sortBy,
    setPage: (p: number) => setParams({ page: String(p), sortBy }),
    setSortBy: (s: SortBy) => setParams({ page: '1', sortBy: s }),
  };
}
