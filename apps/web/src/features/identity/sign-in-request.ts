import { OIDC_PATH, OIDC_WEB_CLIENT_ID, OIDC_WEB_SCOPE } from '@aatd/contract';
import { paths } from '@/config/paths';

/** What the browser must remember across the provider redirect (tab-scoped, gone when it closes). */
export interface PendingSignIn {
  state: string;
  verifier: string;
  sessionToken: string;
  returnTo: string;
}

const KEY = 'oidc.pendingSignIn';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const random = (n: number) => base64url(crypto.getRandomValues(new Uint8Array(n)));

/** Only a path on this site may be a return target, never another origin (open redirect). */
const safeReturnTo = (path: string | undefined) =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : paths.community.getHref();

const callbackUri = () => `${window.location.origin}${paths.callback.getHref()}`;

/**
 * Second login step (spec part 1 §4): go to the provider's authorize endpoint with the one-time
 * session token, a state and a PKCE S256 challenge. The verifier never leaves this tab until the
 * code exchange.
 */
export async function redirectToProvider(sessionToken: string, returnTo: string): Promise<void> {
  const verifier = random(32);
  const state = random(16);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  const pending: PendingSignIn = { state, verifier, sessionToken, returnTo: safeReturnTo(returnTo) };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: OIDC_WEB_CLIENT_ID,
    response_type: 'code',
    response_mode: 'fragment',
    scope: OIDC_WEB_SCOPE,
    redirect_uri: callbackUri(),
    state,
    code_challenge: base64url(digest),
    code_challenge_method: 'S256',
    sessionToken,
  });
  window.location.assign(`${OIDC_PATH}/auth?${query}`);
}

/** Reads and forgets the pending sign-in: a code can be exchanged once only. */
export function takePendingSignIn(): PendingSignIn | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingSignIn) : null;
  } catch {
    return null;
  }
}
