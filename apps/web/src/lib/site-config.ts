import type { SiteConfig } from '@aatd/contract';
import { useSuspenseQuery, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Deployment wording (site name, provider, mailboxes) served by GET /api/site. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) => api.get<SiteConfig>('/site', { signal }),
  staleTime: Infinity,
});

export const useSiteConfig = (): SiteConfig => useSuspenseQuery(siteConfigQueryOptions).data;
