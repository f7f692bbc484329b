import type { ActiveUser } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/report/user/active: members seen in the last 15 minutes. */
export const getActiveUsers = (signal?: AbortSignal) => api.get<ActiveUser[]>('/report/user/active', { signal });

export const getActiveUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['report', 'active-users'],
    queryFn: ({ signal }) => getActiveUsers(signal),
    refetchInterval: 60_000,
  });

export const useActiveUsers = () => useQuery(getActiveUsersQueryOptions());
