import { useSearchParams } from 'react-router';
import { SORT_BY, type SortBy } from '@aatd/contract';

/**
 * A list's filter and page live in the address (?sort=views&page=2), so reload and Back keep them.
 * Changing the filter goes back to page 1 (part 2 §4).
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sortBy: SortBy = SORT_BY.includes(sortParam as SortBy) ? (sortParam as SortBy) : 'added';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { sort?: SortBy; page?: number }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.sort !== undefined) p.set('sort', next.sort);
        if (next.page !== undefined) p.set('page', String(next.page));
        return p;
      },
      { replace: false, preventScrollReset: true },
    );
  return {
    sortBy,
    page,
    setSort: (sort: SortBy) => update({ sort, page: 1 }),
    setPage: (n: number) => update({ page: n }),
  };
}
