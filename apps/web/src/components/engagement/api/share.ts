import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ShareInput = { resourceLink: string; receiverId: number; senderMessage: string };

export const sharePage = (body: ShareInput) => api.post<{ status: 'shared'; messageId: number }>('/user/share', body);

export const useSharePage = () => useMutation({ mutationFn: sharePage });
