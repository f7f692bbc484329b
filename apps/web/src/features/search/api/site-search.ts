import { SiteSearchResponseSchema, type SearchGroupKey, type SiteSearchResponse } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/search: every group (3 hits each), or one page of the category's group. */
export const siteSearch = async (
  q: string,
  category: SearchGroupKey | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<SiteSearchResponse> =>
  SiteSearchResponseSchema.parse(
    await api.get('/search', { query: { q, category, page: category ? page : undefined }, signal }),
  );

export const siteSearchQueryOptions = (q: string, category: SearchGroupKey | undefined, page = 1) =>
  queryOptions({
    queryKey: ['search', 'site', category ?? 'all', q, category ? page : 1],
    queryFn: ({ signal }) => siteSearch(q, category, page, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Nothing is asked while the query is empty (an empty search does nothing). */
export const useSiteSearch = (q: string, category: SearchGroupKey | undefined, page = 1) =>
  useQuery({ ...siteSearchQueryOptions(q, category, page), enabled: q.trim().length > 0 });
