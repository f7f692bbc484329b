import { NotificationListSchema, type NotificationList } from '@aatd/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/live-events';

/** GET /api/notifications: newest first; `before` is the previous page's `next` cursor. */
export const getNotifications = async (before: string | null, signal?: AbortSignal): Promise<NotificationList> =>
  NotificationListSchema.parse(await api.get('/notifications', { query: before ? { before } : {}, signal }));

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const useNotifications = () => useInfiniteQuery(getNotificationsQueryOptions());
