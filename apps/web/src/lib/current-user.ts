// Types only: the server validates its responses against the contract, and keeping zod out of
// the first chunk holds the landing page inside its JS budget.
import type { LoggedUser } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { authStore } from './auth-store';

export const currentUserQueryOptions = queryOptions({
  queryKey: ['current-user'],
  queryFn: ({ signal }) => api.get<LoggedUser>('/user', { signal }),
  staleTime: 60_000,
});

/** The stored session (null when signed out); re-renders when another part of the app signs in or out. */
export const useSession = () => useSyncExternalStore(authStore.subscribe, authStore.get, () => null);

/** The signed-in member's profile, or undefined while loading / when signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions, enabled: Boolean(session) });
}
