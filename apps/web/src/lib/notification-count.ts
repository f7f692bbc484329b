import { useSyncExternalStore } from 'react';

/**
 * The signed-in member's unread notification count, as the event stream last said (it sends the
 * current count when it opens and every change). A plain store, not a query: the header's bell
 * reads it on every page, public ones included, without bringing the query library into their
 * first chunk.
 */
let unread: number | undefined;
const listeners = new Set<() => void>();

export function setUnreadNotifications(n: number): void {
  if (n === unread) return;
  unread = n;
  for (const l of listeners) l();
}

export const getUnreadNotifications = () => unread;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The unread count, or undefined before the stream has said. */
export const useUnreadNotifications = () => useSyncExternalStore(subscribe, getUnreadNotifications, () => undefined);
