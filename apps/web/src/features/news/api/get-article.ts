import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** The article page in one request: the post, its HTML and the first page of comments. */
export const getArticle = (id: number, signal?: AbortSignal) =>
  api.get<PostDetail>(`/information/news/${id}`, { signal });

export const getArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['posts', 'article', id], queryFn: ({ signal }) => getArticle(id, signal) });

export const useArticle = (id: number) => useQuery(getArticleQueryOptions(id));
