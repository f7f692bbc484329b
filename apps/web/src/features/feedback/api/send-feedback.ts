import type { FeedbackBody } from '@aatd/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/user/feedback; the feature is sent only when one was chosen. */
export const sendFeedback = (body: FeedbackBody) => api.post<{ id: number }>('/user/feedback', body);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
