import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

type SaveResult = { isSaved: boolean };

/** Saved means the remove call is made, otherwise the save call (part 1 §4 "Favourite toggle"). */
export const toggleSave = (postId: number, isSaved: boolean) =>
  isSaved ? api.delete<SaveResult>(`/save-article/${postId}`) : api.post<SaveResult>(`/save-article/${postId}`);

export function useToggleSave(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isSaved: boolean) => toggleSave(postId, isSaved),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: engagementKeys.posts });
      void qc.invalidateQueries({ queryKey: engagementKeys.saved });
    },
  });
}
