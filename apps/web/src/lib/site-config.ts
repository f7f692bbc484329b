import { use } from 'react';
import type { SiteConfig } from '@aatd/contract';

/**
 * The deployment's wording and switches (site name, provider, mailboxes, legal versions): the same
 * for every page and every member, so it is read once and kept here. The server puts it in each
 * page as a JSON data block (#site-config, plugins/prerendered-pages.ts on the server); only a page
 * without it (the Vite dev server) asks GET /api/site. No query cache is involved, so the
 * pre-rendered public pages read it without the app's data layer (public-main.tsx).
 */
let current: SiteConfig | undefined;
let pending: Promise<SiteConfig> | undefined;

function inlined(): SiteConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('site-config')?.textContent;
  return text ? (JSON.parse(text) as SiteConfig) : undefined;
}

function fetchSiteConfig(): Promise<SiteConfig> {
  // The API client loads only here: the pages that carry the wording never need it for this.
  pending ??= import('./api-client')
    .then(({ api }) => api.get<SiteConfig>('/site'))
    .then((config) => (current = config))
    .catch((err: unknown) => {
      pending = undefined; // the next render asks again
      throw err;
    });
  return pending;
}

export const siteConfigStore = {
  /** The wording, once the page's data block has been read or the server has answered. */
  get: (): SiteConfig | undefined => (current ??= inlined()),
  /** The server-side render gives the deployment's wording before drawing a page. */
  set(config: SiteConfig) {
    current = config;
  },
};

/** The wording; suspends (the nearest Suspense shows its spinner) only while a page without it asks the server. */
export function useSiteConfig(): SiteConfig {
  return siteConfigStore.get() ?? use(fetchSiteConfig());
}
