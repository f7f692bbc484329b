import type { ContentCreate, ContentItem, ContentSave } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** POST /api/admin/content: a new item, its first revision a draft. */
export const createContent = (body: ContentCreate) => api.post<ContentItem>('/admin/content', body);

/** PUT /api/admin/content/:id: a new revision with every field (409 if a colleague saved since). */
export const saveContent = ({ id, ...body }: ContentSave & { id: number }) =>
  api.put<ContentItem>(`/admin/content/${id}`, body);

export function useCreateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      void client.invalidateQueries({ queryKey: contentKeys.lists() });
    },
  });
}

export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      void client.invalidateQueries({ queryKey: contentKeys.lists() });
      void client.invalidateQueries({ queryKey: contentKeys.versions(item.id) });
    },
  });
}
