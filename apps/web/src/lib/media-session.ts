import { authStore, type AuthSession } from './auth-store';
import { takeEarlyResponse } from './early-request';

/**
 * Members-only files (images, videos, PDFs) load through <img>, <video> and the PDF viewer, which
 * cannot send the access token; the server sets an HttpOnly cookie for /api/media instead. It is
 * opened for every new session (sign-in, another tab) and closed on sign-out.
 */
let openedFor: string | null | undefined;

export function syncMediaSession(session: AuthSession | null = authStore.get()): Promise<void> {
  const token = session?.access_token ?? null;
  if (token === openedFor) return Promise.resolve();
  openedFor = token;
  // Best effort: a failure shows as a missing image, never as a blocked page (and never signs out).
  const init: RequestInit = token
    ? { method: 'POST', headers: { Authorization: `Bearer ${token}` } }
    : { method: 'DELETE' };
  // A member page's shell may have opened it already for the stored session.
  const early = token ? takeEarlyResponse('POST', '/api/media/session') : undefined;
  return (early ?? fetch('/api/media/session', init)).then(
    () => undefined,
    () => undefined,
  );
}

/** Keeps the media cookie in step with the session for as long as the page lives. */
export function watchMediaSession(): () => void {
  if (authStore.get()) void syncMediaSession();
  return authStore.subscribe((s) => void syncMediaSession(s));
}
