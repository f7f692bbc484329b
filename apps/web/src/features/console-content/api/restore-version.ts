import type { ContentItem } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** POST /api/admin/content/:id/versions/:n/restore: a new draft with version n's fields. */
export const restoreVersion = ({ id, n }: { id: number; n: number }) =>
  api.post<ContentItem>(`/admin/content/${id}/versions/${n}/restore`, {});

export function useRestoreVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(item.id), item);
      void client.invalidateQueries({ queryKey: contentKeys.versions(item.id) });
      void client.invalidateQueries({ queryKey: contentKeys.lists() });
    },
  });
}
