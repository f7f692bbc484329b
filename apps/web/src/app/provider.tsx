import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/feedback';
import { authStore } from '@/lib/auth-store';
import { watchMediaSession } from '@/lib/media-session';
import { queryClient } from '@/lib/query-client';
import { AnalyticsHeartbeat } from './analytics-heartbeat';

/** Signing out anywhere (a 401, another tab) drops every cached member query. */
function SessionWatcher() {
  useEffect(() => authStore.subscribe((s) => void (s ? undefined : queryClient.clear())), []);
  useEffect(watchMediaSession, []);
  return null;
}

/** `client`: the server draws a member's page with a query cache of its own (prerender.tsx). */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <SessionWatcher />
      <AnalyticsHeartbeat />
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
