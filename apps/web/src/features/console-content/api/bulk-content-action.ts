import type { ContentBulk, ContentBulkResult } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** POST /api/admin/content/bulk: submit or withdraw many items; each answers on its own. */
export const bulkContentAction = (body: ContentBulk) => api.post<ContentBulkResult>('/admin/content/bulk', body);

export function useBulkContentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkContentAction,
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
