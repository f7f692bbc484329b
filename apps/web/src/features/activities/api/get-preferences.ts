import type { ActivityPreference } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/activity/preferences */
export const getPreferences = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ActivityPreference[]>('/activity/preferences', { signal });

export const preferencesQueryKey = ['activity', 'preferences'] as const;
export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });
export const usePreferences = () => useQuery(getPreferencesQueryOptions());
