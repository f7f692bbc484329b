import { queryOptions, useQuery } from '@tanstack/react-query';
import { EducationPostDetailSchema, type EducationPostDetail } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** GET /api/education/:slug/:id — the post with its first page of comments. */
export async function getCategoryPost(slug: string, id: number, signal?: AbortSignal): Promise<EducationPostDetail> {
  return EducationPostDetailSchema.parse(await api.get(`/education/${encodeURIComponent(slug)}/${id}`, { signal }));
}

export const getCategoryPostQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: ['posts', 'education', slug, 'detail', id],
    queryFn: ({ signal }) => getCategoryPost(slug, id, signal),
  });

export const useCategoryPost = (slug: string, id: number) => useQuery(getCategoryPostQueryOptions(slug, id));
