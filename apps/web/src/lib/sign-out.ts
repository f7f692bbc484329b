// Deep import: the contract's index would pull zod into the first chunk.
import { OIDC_PATH, OIDC_WEB_CLIENT_ID } from '@aatd/contract/oidc';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { authStore } from './auth-store';
import { queryClient } from './query-client';

/**
 * Signs the member out (spec part 1 §4 "Logout"): revokes the access token, clears local state and
 * the query cache, then ends the provider session (RP-initiated logout), which returns to /login.
 * The provider's logout page submits itself, so no second click is needed.
 */
export async function signOut(): Promise<void> {
  const session = authStore.get();
  if (session?.access_token) {
    // Best effort: an unreachable server must not keep anyone signed in on this device.
    await api
      .post('/user/revoke-access-token', { token: session.access_token, token_type_hint: 'access_token' })
      .catch(() => undefined);
  }
  authStore.signOutLocally();
  queryClient.clear();
  if (!session?.id_token) {
    window.location.assign(paths.login.getHref());
    return;
  }
  const query = new URLSearchParams({
    id_token_hint: session.id_token,
    post_logout_redirect_uri: `${window.location.origin}${paths.login.getHref()}`,
    client_id: OIDC_WEB_CLIENT_ID,
  });
  window.location.assign(`${OIDC_PATH}/session/end?${query}`);
}
