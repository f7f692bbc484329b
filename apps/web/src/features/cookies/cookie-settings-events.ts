/**
 * The signal behind openCookieSettings(): the footer link (in the layouts) asks, and
 * <CookieConsentRoot /> listens, without the two sharing React state.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function requestCookieSettings(): void {
  listeners.forEach((l) => l());
}

export function onCookieSettingsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
