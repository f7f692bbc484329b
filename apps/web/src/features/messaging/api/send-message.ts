import { MessageSchema, type SendMessage } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from '@/lib/live-events';

/** POST /api/messages (contact page and conversation reply). */
export const sendMessage = async (body: SendMessage) => MessageSchema.parse(await api.post('/messages', body));

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
