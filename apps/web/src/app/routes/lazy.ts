import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose screen is a separate chunk, loaded on first visit. */
export const lazyRoute = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});
