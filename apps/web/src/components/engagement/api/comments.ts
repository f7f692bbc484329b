import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type Comment,
  type CommentPage,
  type CommentReportReason,
  type CommentReportResult,
} from '@aatd/contract';
import { api } from '@/lib/api-client';
import { engagementKeys } from './keys';

export const getComments = (postId: number, page: number, signal?: AbortSignal) =>
  api.get<CommentPage>(`/comment/${postId}`, { query: { limit: PAGE_SIZE.comments, page }, signal });

export const getCommentsQueryOptions = (postId: number, page: number) =>
  queryOptions({
    queryKey: engagementKeys.commentPage(postId, page),
    queryFn: ({ signal }) => getComments(postId, page, signal),
  });

export function useAddComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { commentText: string; commentId?: number }) => api.post<Comment>(`/comment/${postId}`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: engagementKeys.comments(postId) }),
  });
}

export function useDeleteComment(postId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.delete<{ id: number; removed: number }>(`/comment/${commentId}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: engagementKeys.comments(postId) });
      void qc.invalidateQueries({ queryKey: engagementKeys.saved });
    },
  });
}

/** POST /api/comments/:id/report: a member reports a comment to the moderators. */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, ...body }: { commentId: number; reason: CommentReportReason; details?: string }) =>
      api.post<CommentReportResult>(`/comments/${commentId}/report`, body),
  });
}
