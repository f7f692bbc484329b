import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What a route tells the site layout: the page's name in the document title. */
export type RouteHandle = { title?: string };

/** A route whose screen is a separate chunk, loaded on first visit, with its document title. */
export const lazyRoute = (
  path: string,
  title: string | undefined,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});
