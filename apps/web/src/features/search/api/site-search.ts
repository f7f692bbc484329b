import { SiteSearchResponseSchema, type SearchGroupKey, type SiteSearchResponse } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/search: every group (3 hits each), or only the category's group. */
export const siteSearch = async (
  q: string,
  category: SearchGroupKey | undefined,
  signal?: AbortSignal,
): Promise<SiteSearchResponse> =>
  SiteSearchResponseSchema.parse(await api.get('/search', { query: { q, category }, signal }));

export const siteSearchQueryOptions = (q: string, category: SearchGroupKey | undefined) =>
  queryOptions({
    queryKey: ['search', 'site', category ?? 'all', q],
    queryFn: ({ signal }) => siteSearch(q, category, signal),
  });

/** Nothing is asked while the query is empty (an empty search does nothing). */
export const useSiteSearch = (q: string, category: SearchGroupKey | undefined) =>
  useQuery({ ...siteSearchQueryOptions(q, category), enabled: q.trim().length > 0 });
