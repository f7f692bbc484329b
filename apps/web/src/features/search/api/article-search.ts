import { ArticleSearchResponseSchema, type ArticleSearchResponse } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/search/articles: news articles matching the query, 650-character snippets. */
export const articleSearch = async (q: string, page: number, signal?: AbortSignal): Promise<ArticleSearchResponse> =>
  ArticleSearchResponseSchema.parse(await api.get('/search/articles', { query: { q, page }, signal }));

export const articleSearchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'articles', q, page],
    queryFn: ({ signal }) => articleSearch(q, page, signal),
    placeholderData: keepPreviousData,
  });

export const useArticleSearch = (q: string, page: number) =>
  useQuery({ ...articleSearchQueryOptions(q, page), enabled: q.trim().length > 0 });
