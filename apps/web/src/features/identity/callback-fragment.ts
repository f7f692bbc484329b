/** The spec's callback failures (part 1 §8). */
export const CALLBACK_ERRORS = {
  tokens: 'Error in getting the tokens #1',
  noCode: 'Error in getting the tokens #2',
} as const;

/**
 * Our own sentence for each error code the provider may return. Anyone can send a member a
 * /callback link with a fragment of their choosing, so its error_description is never shown
 * (a penetration test found attacker text rendered on the site), and neither is an unknown code.
 */
const PROVIDER_ERRORS = new Map<string, string>([
  // What our login interaction answers for a spent or unknown one-time session token.
  ['access_denied', 'Your sign-in has expired. Please sign in again.'],
  ['login_required', 'Please sign in again.'],
  ['invalid_request', 'The sign-in request was not valid. Please sign in again.'],
]);

export type CallbackFragment = { code: string; state: string | null } | { error: string };

/** Reads the fragment the provider redirected to /callback with (`#code=…&state=…` or `#error=…`). */
export function readCallbackFragment(hash: string): CallbackFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error !== null) return { error: PROVIDER_ERRORS.get(error) ?? CALLBACK_ERRORS.tokens };
  const code = params.get('code');
  return code ? { code, state: params.get('state') } : { error: CALLBACK_ERRORS.noCode };
}
