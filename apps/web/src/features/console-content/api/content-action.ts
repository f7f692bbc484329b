import type { ContentApprove, ContentItem, ContentPublish, ContentReturn, ContentWithdraw } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** The workflow steps of one item and their bodies. */
export type ContentTransition =
  | { action: 'submit' }
  | { action: 'approve'; body: ContentApprove }
  | { action: 'return'; body: ContentReturn }
  | { action: 'publish'; body: ContentPublish }
  | { action: 'withdraw'; body: ContentWithdraw };

/**
 * POST /api/admin/content/:id/{submit,approve,return,publish,withdraw}: one step of the workflow;
 * the server answers the item as it now is (state and the caller's next actions included).
 */
export const runContentAction = ({ id, ...step }: ContentTransition & { id: number }) =>
  api.post<ContentItem>(`/admin/content/${id}/${step.action}`, 'body' in step ? step.body : {});

export function useContentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runContentAction,
    onSuccess: (item) => client.setQueryData(contentKeys.item(item.id), item),
    onSettled: (_item, _error, { id }) => {
      void client.invalidateQueries({ queryKey: contentKeys.lists() });
      void client.invalidateQueries({ queryKey: contentKeys.item(id) });
    },
  });
}
