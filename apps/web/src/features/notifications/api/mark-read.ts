import { NotificationUnreadSchema } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/live-events';
import { setUnreadNotifications } from '@/lib/notification-count';

/** POST /api/notifications/:id/read, or /read-all without an id; the bell takes the new count. */
export const markRead = async (id: number | 'all') =>
  NotificationUnreadSchema.parse(
    await api.post(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`),
  );

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }) => {
      setUnreadNotifications(unread);
      return queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] });
    },
  });
}
