import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EducationListResponseSchema, PAGE_SIZE, type EducationListResponse, type SortBy } from '@aatd/contract';
import { api } from '@/lib/api-client';

export interface CategoryPostsQuery {
  page: number;
  sortBy: SortBy;
  limit?: number;
}

/** GET /api/education/:slug — one page of a category's posts (3 unless told otherwise). */
export async function getCategoryPosts(
  slug: string,
  q: CategoryPostsQuery,
  signal?: AbortSignal,
): Promise<EducationListResponse> {
  const query = { page: q.page, sortBy: q.sortBy, orderBy: 'desc', limit: q.limit ?? PAGE_SIZE.therapyList };
  return EducationListResponseSchema.parse(await api.get(`/education/${encodeURIComponent(slug)}`, { query, signal }));
}

/** Keys sit under ['posts'] so a save, rating or comment anywhere refreshes these lists too. */
export const getCategoryPostsQueryOptions = (slug: string, q: CategoryPostsQuery) =>
  queryOptions({
    queryKey: ['posts', 'education', slug, q.page, q.sortBy, q.limit ?? PAGE_SIZE.therapyList],
    queryFn: ({ signal }) => getCategoryPosts(slug, q, signal),
    placeholderData: keepPreviousData,
  });

export const useCategoryPosts = (slug: string, q: CategoryPostsQuery) =>
  useQuery(getCategoryPostsQueryOptions(slug, q));
