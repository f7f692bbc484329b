// Types only: the server validates its responses against the contract, and keeping zod out of
// the first chunk holds the landing page inside its JS budget.
import type { LoggedUser } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onAccessGateClosed } from './access-gates';
import { api } from './api-client';
import { useSession } from './auth-store';
import { queryClient } from './query-client';

export const currentUserQueryOptions = queryOptions({
  queryKey: ['current-user'],
  queryFn: ({ signal }) => api.get<LoggedUser>('/user', { signal }),
  staleTime: 60_000,
});

// A gate closed mid-session (new terms published, verification ran out: a call answered 403 with
// the gate's code): the profile is read again, so whichever guard holds the page (the member
// pages' AccessGate or the console's gate) moves on to the page that explains why.
onAccessGateClosed(() => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }));

/** The signed-in member's profile, or undefined while loading / when signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQueryOptions, enabled: Boolean(session) });
}
