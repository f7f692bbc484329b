import { LoggedUserSchema, type LoggedUser } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { authStore } from './auth-store';

export const currentUserQueryOptions = queryOptions({
  queryKey: ['current-user'],
  queryFn: async (): Promise<LoggedUser> => LoggedUserSchema.parse(await api.get('/user')),
  staleTime: 60_000,
});

/** The stored session (null when signed out); re-renders when another part of the app signs in or out. */
export const useSession = () => useSyncExternalStore(authStore.subscribe, authStore.get, () => null);

/** The signed-in member's profile, or undefined while loading / when signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions, enabled: Boolean(session) });
}
