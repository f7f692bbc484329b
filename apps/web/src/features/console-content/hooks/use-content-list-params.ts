import { useSearchParams } from 'react-router';
import {
  CONTENT_KINDS,
  CONTENT_SORTS,
  CONTENT_STATES,
  type ContentKind,
  type ContentListQuery,
  type ContentState,
} from '@aatd/contract';
import { usePageParam } from '@/lib/use-page-param';

export type ContentSort = (typeof CONTENT_SORTS)[number];
export type ContentFilters = {
  q: string;
  kind: ContentKind | '';
  state: ContentState | '';
  tag: string;
  authorId: string;
  reviewBefore: string;
};
const FILTER_NAMES = ['q', 'kind', 'state', 'tag', 'authorId', 'reviewBefore'] as const;

const oneOf = <T extends string>(allowed: readonly T[], raw: string | null): T | '' =>
  allowed.find((a) => a === raw) ?? '';

/**
 * The content list's filters, sort and page live in the address, so reload, Back and a shared
 * link show the same rows. Changing a filter or the sort starts again at page 1.
 */
export function useContentListParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam({ scrollToTop: true });
  const filters: ContentFilters = {
    q: params.get('q') ?? '',
    kind: oneOf(CONTENT_KINDS, params.get('kind')),
    state: oneOf(CONTENT_STATES, params.get('state')),
    tag: params.get('tag') ?? '',
    authorId: /^\d+$/.test(params.get('authorId') ?? '') ? params.get('authorId')! : '',
    reviewBefore: /^\d{4}-\d{2}-\d{2}$/.test(params.get('reviewBefore') ?? '') ? params.get('reviewBefore')! : '',
  };
  const sort: ContentSort = oneOf(CONTENT_SORTS, params.get('sort')) || 'updated';
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : 'desc';

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

  const query: ContentListQuery = {
    ...Object.fromEntries(FILTER_NAMES.filter((n) => filters[n]).map((n) => [n, filters[n]])),
    sort,
    order,
    page,
  };

  return {
    filters,
    sort,
    order,
    page,
    query,
    setPage,
    setFilter: (name: keyof ContentFilters, value: string) => change({ [name]: value }),
    /** Sorting by the column already sorted turns the order round. */
    sortBy: (next: ContentSort) =>
      change({
        sort: next,
        order: next === sort ? (order === 'asc' ? 'desc' : 'asc') : next === 'title' ? 'asc' : 'desc',
      }),
    clearFilters: () => change(Object.fromEntries(FILTER_NAMES.map((n) => [n, '']))),
    hasFilters: FILTER_NAMES.some((n) => filters[n]),
  };
}
