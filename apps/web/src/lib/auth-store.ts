import { useSyncExternalStore } from 'react';

/** The signed-in session, kept in browser storage under one key (spec part 1 §3 "Auth session"). */
export type AuthSession = { access_token: string; id_token: string; sessionToken?: string };

const KEY = 'loggedInUser';
type Listener = (s: AuthSession | null) => void;
const listeners = new Set<Listener>();

const read = (): AuthSession | null => {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AuthSession) : null;
  } catch {
    return null;
  }
};

let current = typeof localStorage === 'undefined' ? null : read();
const emit = () => listeners.forEach((l) => l(current));

export const authStore = {
  get: () => current,
  set(session: AuthSession) {
    current = session;
    localStorage.setItem(KEY, JSON.stringify(session));
    emit();
  },
  /** Clears local state only; full sign-out (revocation, provider logout) lives in features/identity. */
  signOutLocally() {
    current = null;
    localStorage.removeItem(KEY);
    emit();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

// Another tab signing in or out keeps this tab in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      current = read();
      emit();
    }
  });
}

/**
 * What the server's HTML is drawn with (prerender.tsx): no session for a visitor's view, a session
 * without any token for a member's first view, which only a browser holding a session is shown.
 */
let serverSession: AuthSession | null = null;
export const setSessionInServerHtml = (signedIn: boolean) => {
  serverSession = signedIn ? { access_token: '', id_token: '' } : null;
};

/** The stored session (null when signed out); re-renders when another part of the app signs in or out. */
export const useSession = () => useSyncExternalStore(authStore.subscribe, authStore.get, () => serverSession);
