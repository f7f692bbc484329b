import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { translate, type MessageValues } from '@/lib/i18n';

/**
 * What a route tells the site layout: the page's name in the document title, as a catalogue key
 * (with its values), so the title is in the page's language.
 */
export type RouteHandle = { title?: string; titleValues?: MessageValues };

/** A route whose screen is a separate chunk, loaded on first visit, with its document title. */
export const lazyRoute = (
  path: string,
  title: string | undefined,
  load: () => Promise<{ default: ComponentType }>,
  titleValues?: MessageValues,
): RouteObject => ({
  path,
  handle: { title, titleValues } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The title of the innermost route of these that names one, in the page's language. */
export function routeTitle(handles: readonly unknown[]): string | undefined {
  const named = [...handles].reverse().find((h) => (h as RouteHandle | undefined)?.title) as RouteHandle | undefined;
  return named?.title ? translate(named.title, named.titleValues) : undefined;
}
