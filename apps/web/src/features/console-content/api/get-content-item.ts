import type { ContentItem } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** GET /api/admin/content/:id: live and working versions, comments and what the caller may do. */
export const getContentItem = (id: number, signal?: AbortSignal) =>
  api.get<ContentItem>(`/admin/content/${id}`, { signal });

export const getContentItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: ({ signal }) => getContentItem(id, signal),
    // Another staff member may have acted on it: the editor always starts from the latest.
    staleTime: 0,
  });

export const useContentItem = (id: number) => useQuery(getContentItemQueryOptions(id));
