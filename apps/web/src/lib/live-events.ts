import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
// Types only: zod stays out of the first chunk; the server validates what it sends.
import type { LoggedUser } from '@aatd/contract';
import { afterFirstView } from './after-first-view';
import { api } from './api-client';
import { useSession } from './auth-store';
import { currentUserQueryOptions } from './current-user';
import { getUnreadNotifications, setUnreadNotifications } from './notification-count';

/** Query keys that show messages: refreshed when the unseen count moves. */
export const MESSAGES_QUERY_KEY = ['messages'] as const;
/** Query keys of the notifications page and preferences: the list is refreshed when the count moves. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function applyUnseen(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<LoggedUser>(currentUserQueryOptions.queryKey, (user) =>
    user ? { ...user, unseenMsgCount: count } : user,
  );
  // Lists and open conversations pick up what just arrived (or was read in another tab).
  void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
}

function applyNotifications(queryClient: QueryClient, unread: number) {
  const before = getUnreadNotifications();
  setUnreadNotifications(unread);
  // An open notifications page shows what just arrived (or was read in another tab).
  if (before !== undefined && before !== unread) {
    void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] });
  }
}

const countOf = (data: string, field: 'count' | 'unread'): number | undefined => {
  const event = parseJson(data) as Record<string, unknown> | undefined;
  const n = event?.[field];
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * Keeps the signed-in member's unseen-message badge and notification bell live over Server-Sent Events. EventSource
 * cannot send the access token, so each connection first trades it for a one-time ticket; a
 * dropped stream is reopened with a fresh ticket, backing off up to a minute.
 */
export function useLiveEvents() {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session?.access_token;

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let stopped = false;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };

    const connect = async () => {
      try {
        const { ticket } = await api.post<{ ticket: string }>('/events/ticket');
        if (stopped) return;
        source = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('open', () => (delay = RETRY_MIN_MS));
        source.addEventListener('unseen', (e) => {
          const count = countOf((e as MessageEvent<string>).data, 'count');
          if (count !== undefined) applyUnseen(queryClient, count);
        });
        source.addEventListener('notifications', (e) => {
          const unread = countOf((e as MessageEvent<string>).data, 'unread');
          if (unread !== undefined) applyNotifications(queryClient, unread);
        });
        // The ticket is single-use, so the browser's own reconnect would be refused: do it here.
        source.addEventListener('error', retry);
      } catch {
        retry();
      }
    };

    // The first view's own requests go first (the badge already shows GET /api/user's count); the
    // stream opens with the current count, so nothing that arrives meanwhile is missed.
    const cancelStart = afterFirstView(() => void connect(), { delayMs: 1_500 });
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(timer);
      source?.close();
    };
  }, [token, queryClient]);
}
