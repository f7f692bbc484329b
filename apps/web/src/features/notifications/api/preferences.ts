import {
  NotificationPreferencesSchema,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@aatd/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '@/lib/live-events';

const key = [...NOTIFICATIONS_QUERY_KEY, 'preferences'] as const;

/** GET /api/notifications/preferences: every kind I may hear of, with my channel. */
export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      NotificationPreferencesSchema.parse(await api.get('/notifications/preferences', { signal })),
  });
export const useNotificationPreferences = () => useQuery(getPreferencesQueryOptions());

/** PUT /api/notifications/preferences: one kind at a time, as the member changes it. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (p: { kind: NotificationKind; channel: NotificationChannel }) =>
      NotificationPreferencesSchema.parse(await api.put('/notifications/preferences', { data: [p] })),
    onSuccess: (saved: NotificationPreferences) => queryClient.setQueryData(key, saved),
  });
}
