import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostListResponse, SortBy } from '@aatd/contract';
import { api } from '@/lib/api-client';

export interface NewsListParams {
  tag: string;
  page: number;
  limit: number;
  sortBy: SortBy;
}

export const getNews = (p: NewsListParams, signal?: AbortSignal) =>
  api.get<PostListResponse>('/information/news', { query: { ...p, orderBy: 'desc' }, signal });

/** Keys live under ['posts', ...] so saving, rating or commenting refreshes every list. */
export const getNewsQueryOptions = (p: NewsListParams) =>
  queryOptions({
    queryKey: ['posts', 'news', p.tag, p.limit, p.sortBy, p.page],
    queryFn: ({ signal }) => getNews(p, signal),
    placeholderData: keepPreviousData,
  });

export const useNews = (p: NewsListParams) => useQuery(getNewsQueryOptions(p));
