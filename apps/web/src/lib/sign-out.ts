import { authStore } from './auth-store';
import { queryClient } from './query-client';

/**
 * Signs the member out: revokes the access token, clears local state and ends the provider session
 * (RP-initiated logout). The identity feature owns the provider details; this is the one entry point.
 */
export async function signOut(): Promise<void> {
  authStore.signOutLocally();
  queryClient.clear();
  window.location.assign('/login');
}
