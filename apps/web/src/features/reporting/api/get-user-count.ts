import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/report/users?completed=false (registered) or true (verified). */
export const getUserCount = (completed: boolean, signal?: AbortSignal) =>
  api.get<{ count: number }>('/report/users', { query: { completed }, signal });

export const getUserCountQueryOptions = (completed: boolean) =>
  queryOptions({ queryKey: ['report', 'users', completed], queryFn: ({ signal }) => getUserCount(completed, signal) });

export const useUserCount = (completed: boolean) => useQuery(getUserCountQueryOptions(completed));
