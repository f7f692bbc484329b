import { ConversationSchema, type Conversation } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from '@/lib/live-events';

/** GET /api/messages/:recipientId: a page of the conversation (1 = newest); reading marks it seen. */
export const getConversation = async (recipientId: number, page: number, signal?: AbortSignal): Promise<Conversation> =>
  ConversationSchema.parse(await api.get(`/messages/${recipientId}`, { query: { page }, signal }));

export const getConversationQueryOptions = (recipientId: number, page: number) =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'conversation', recipientId, page],
    queryFn: ({ signal }) => getConversation(recipientId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useConversation = (recipientId: number, page: number) =>
  useQuery(getConversationQueryOptions(recipientId, page));
