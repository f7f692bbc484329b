import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { historyState, newHistoryKey } from '@/components/ui/site-link';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. To hydrate or draw over the page's HTML, the page's lazy route modules and
 * its loaders are done first: a router still loading them would draw its fallback, not the page
 * the HTML shows.
 */
export async function createAppRouter({ loadPageFirst }: { loadPageFirst: boolean }): Promise<AppRouterInstance> {
  // The page is on screen already: each step is a task of its own (evaluating the app's code, the
  // page's, making the router and loading the page's data, rendering), where they were one long one.
  if (loadPageFirst) {
    await yieldToBrowser();
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    await yieldToBrowser();
  }
  keyOpenedEntry();
  const router = createBrowserRouter(routes);
  // Its first page's loaders done too (the article waits for its data over a drawn page).
  if (loadPageFirst) {
    await initialized(router);
    await yieldToBrowser();
  }
  return router;
}

/** Settles once the router has its first page's lazy modules and loaders done. */
function initialized(router: AppRouterInstance): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: on a drawn page the app's start was one task of 30-40 ms here, 120-160 ms on a phone's
 * slower CPU. `scheduler.yield` resumes ahead of other queued tasks; a timeout where it is missing.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A page opened from its address has a history entry without a key, and React Router files the
 * scroll position of every such entry under one key, 'default': a page opened next in the same tab
 * would be moved, once the router settles, to where the last one was left. A key of its own (kept
 * by reload and back/forward, as the entry's state is) gives each opened page its own position.
 */
function keyOpenedEntry() {
  const state = historyState();
  if (state?.key) return;
  window.history.replaceState({ ...state, key: newHistoryKey() }, '');
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
