import type { ActivityPreference } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preferencesQueryKey } from './get-preferences';

type OptResult = { activityTypeId: number; optInStatus: boolean };

/** POST /api/activity/opt-out when opted in, else /api/activity/opt-in (part 2 §4). */
export const toggleOptIn = ({
  activityTypeId,
  optInStatus,
}: Pick<ActivityPreference, 'activityTypeId' | 'optInStatus'>) =>
  api.post<OptResult>(optInStatus ? '/activity/opt-out' : '/activity/opt-in', { activityTypeId });

/** Flips the card to the state the server stored. */
export function useToggleOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleOptIn,
    onSuccess: (r) =>
      queryClient.setQueryData<ActivityPreference[]>(preferencesQueryKey, (list) =>
        list?.map((a) => (a.activityTypeId === r.activityTypeId ? { ...a, optInStatus: r.optInStatus } : a)),
      ),
  });
}
