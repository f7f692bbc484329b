import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EducationListResponseSchema, PAGE_SIZE } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** GET /api/education/:slug for a resources or links category, newest first, 3 per page. */
export async function getResourcePosts(slug: string, page: number, signal?: AbortSignal) {
  const query = { page, limit: PAGE_SIZE.overviewPosts, sortBy: 'added', orderBy: 'desc' };
  return EducationListResponseSchema.parse(await api.get(`/education/${encodeURIComponent(slug)}`, { query, signal }));
}

export const getResourcePostsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['posts', 'resources', slug, page],
    queryFn: ({ signal }) => getResourcePosts(slug, page, signal),
    placeholderData: keepPreviousData,
  });

export const useResourcePosts = (slug: string, page: number) => useQuery(getResourcePostsQueryOptions(slug, page));
