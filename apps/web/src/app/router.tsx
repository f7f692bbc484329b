import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. To hydrate pre-rendered HTML, the page's lazy route modules are loaded
 * first: a router still loading them would draw its fallback, not the page the HTML shows.
 */
export async function createAppRouter({ loadPageFirst }: { loadPageFirst: boolean }): Promise<AppRouterInstance> {
  if (loadPageFirst) {
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
