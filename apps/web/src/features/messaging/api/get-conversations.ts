import { ConversationListSchema, type ConversationList } from '@aatd/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from '@/lib/live-events';

/** GET /api/messages: my conversations, 3 per page, newest first. */
export const getConversations = async (page: number, signal?: AbortSignal): Promise<ConversationList> =>
  ConversationListSchema.parse(await api.get('/messages', { query: { page }, signal }));

export const getConversationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'list', page],
    queryFn: ({ signal }) => getConversations(page, signal),
    placeholderData: keepPreviousData,
  });

export const useConversations = (page: number) => useQuery(getConversationsQueryOptions(page));
