import type { ActivityCreate, ActivityTypeAdmin, ActivityTypeAdminList } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const KEY = ['console', 'activity-types'] as const;

/** GET /api/admin/activity-types: every type in the members' order. */
export const useActivityTypes = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<ActivityTypeAdminList>('/admin/activity-types', { signal }),
  });

export type ActivityTypeChange =
  | { kind: 'create'; body: ActivityCreate }
  | { kind: 'edit'; id: number; body: ActivityCreate }
  | { kind: 'retire' | 'restore'; id: number }
  | { kind: 'order'; ids: number[] };

const send = (c: ActivityTypeChange): Promise<unknown> => {
  switch (c.kind) {
    case 'create':
      return api.post<ActivityTypeAdmin>('/admin/activity-types', c.body);
    case 'edit':
      return api.put<ActivityTypeAdmin>(`/admin/activity-types/${c.id}`, c.body);
    case 'retire':
    case 'restore':
      return api.post<ActivityTypeAdmin>(`/admin/activity-types/${c.id}/${c.kind}`);
    case 'order':
      return api.put<ActivityTypeAdminList>('/admin/activity-types/order', { ids: c.ids });
  }
};

/** Any change reloads the list (and the members' preferences in this browser). */
export function useActivityTypeChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['activity', 'preferences'] }),
      ]),
  });
}
