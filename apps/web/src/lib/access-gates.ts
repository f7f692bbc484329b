/**
 * The server's access gates (apps/server/src/core/access-policy.ts): a content call answers 403
 * with one of these codes while the member has new legal versions to accept or their HCP
 * verification has run out. The API client reports them here; the route guard listens and shows
 * the page that lets the member through. Kept free of the contract so the first chunk stays small.
 */
export const ACCESS_GATE_ERRORS: readonly string[] = ['CONSENT_REQUIRED', 'VERIFICATION_EXPIRED'];

type Listener = () => void;
const listeners = new Set<Listener>();

export const noteAccessGateClosed = () => listeners.forEach((l) => l());
export const onAccessGateClosed = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
