import type { OwnProfile } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/user/profile: the member's own, unmasked profile with the opt-out flag. */
export const getOwnProfile = async ({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> =>
  (await api.get<{ data: OwnProfile }>('/user/profile', { signal })).data;

export const ownProfileQueryKey = ['profile', 'own'] as const;

export const getOwnProfileQueryOptions = () =>
  queryOptions({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile, staleTime: 0 });

export const useOwnProfile = () => useQuery(getOwnProfileQueryOptions());
