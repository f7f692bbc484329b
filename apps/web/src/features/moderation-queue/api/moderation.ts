import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CannedReply,
  CannedReplyInput,
  CannedReplyList,
  FirstCommentRule,
  MemberSilence,
  MemberSuspension,
  ModerationItemUpdate,
  SilenceMember,
  ModerationItemAction,
  ModerationItemDetail,
  ModerationItemPage,
  SuspendMember,
  Word,
  WordCreate,
  WordLists,
} from '@aatd/contract';
import { api } from '@/lib/api-client';

export interface QueueFilters {
  state: 'open' | 'closed';
  source?: string;
  reason?: string;
  assigned?: string;
  sort?: string;
  page: number;
}

const keys = {
  all: ['admin', 'moderation'] as const,
  queue: (f: QueueFilters) => ['admin', 'moderation', 'queue', f] as const,
  item: (id: number) => ['admin', 'moderation', 'item', id] as const,
  words: ['admin', 'moderation', 'words'] as const,
  replies: ['admin', 'moderation', 'replies'] as const,
};

/** GET /api/admin/moderation/items: one page of the queue. */
export const useModerationQueue = (f: QueueFilters) =>
  useQuery(
    queryOptions({
      queryKey: keys.queue(f),
      queryFn: ({ signal }) => api.get<ModerationItemPage>('/admin/moderation/items', { query: { ...f }, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useModerationItem = (id: number) =>
  useQuery({
    queryKey: keys.item(id),
    queryFn: ({ signal }) => api.get<ModerationItemDetail>(`/admin/moderation/items/${id}`, { signal }),
  });

/** Any decision changes the queue, the item and the author's history: refetch them all. */
export function useActOnItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationItemAction) =>
      api.post<ModerationItemDetail>(`/admin/moderation/items/${id}/actions`, body),
    onSuccess: (detail) => {
      qc.setQueryData(keys.item(id), detail);
      void qc.invalidateQueries({ queryKey: keys.all });
    },
  });
}

/** Claim, assign, release the claim, or set the priority. */
export function useUpdateItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationItemUpdate) => api.patch<ModerationItemDetail>(`/admin/moderation/items/${id}`, body),
    onSuccess: (detail) => {
      qc.setQueryData(keys.item(id), detail);
      void qc.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export function useSuspension(memberId: number) {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: keys.all });
  return {
    suspend: useMutation({
      mutationFn: (body: SuspendMember) =>
        api.post<MemberSuspension>(`/admin/moderation/members/${memberId}/suspend`, body),
      onSuccess: done,
    }),
    lift: useMutation({
      mutationFn: (reason: string) =>
        api.post<MemberSuspension>(`/admin/moderation/members/${memberId}/lift`, { reason }),
      onSuccess: done,
    }),
    silence: useMutation({
      mutationFn: (body: SilenceMember) =>
        api.post<MemberSilence>(`/admin/moderation/members/${memberId}/silence`, body),
      onSuccess: done,
    }),
    unsilence: useMutation({
      mutationFn: (reason: string) =>
        api.post<MemberSilence>(`/admin/moderation/members/${memberId}/unsilence`, { reason }),
      onSuccess: done,
    }),
  };
}

/** The saved replies moderators pick from; edited on the replies screen. */
export const useCannedReplies = () =>
  useQuery({
    queryKey: keys.replies,
    queryFn: ({ signal }) => api.get<CannedReplyList>('/admin/moderation/replies', { signal }),
  });

export function useCannedReplyChanges() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: keys.replies });
  return {
    add: useMutation({
      mutationFn: (body: CannedReplyInput) => api.post<CannedReply>('/admin/moderation/replies', body),
      onSuccess: done,
    }),
    edit: useMutation({
      mutationFn: ({ id, ...body }: CannedReplyInput & { id: number }) =>
        api.put<CannedReply>(`/admin/moderation/replies/${id}`, body),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ id: number }>(`/admin/moderation/replies/${id}`),
      onSuccess: done,
    }),
  };
}

export const useWordLists = () =>
  useQuery({
    queryKey: keys.words,
    queryFn: ({ signal }) => api.get<WordLists>('/admin/moderation/words', { signal }),
  });

export function useWordListChanges() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: keys.words });
  return {
    add: useMutation({
      mutationFn: (body: WordCreate) => api.post<Word>('/admin/moderation/words', body),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ id: number }>(`/admin/moderation/words/${id}`),
      onSuccess: done,
    }),
    firstComment: useMutation({
      mutationFn: (firstComment: FirstCommentRule) =>
        api.put<{ firstComment: FirstCommentRule }>('/admin/moderation/settings', { firstComment }),
      onSuccess: done,
    }),
  };
}
