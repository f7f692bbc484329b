import { SiteConfigSchema, type SiteConfig } from '@aatd/contract';
import { useSuspenseQuery, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** Deployment wording (site name, provider, mailboxes) served by GET /api/site. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: async (): Promise<SiteConfig> => SiteConfigSchema.parse(await api.get('/site')),
  staleTime: Infinity,
});

export const useSiteConfig = (): SiteConfig => useSuspenseQuery(siteConfigQueryOptions).data;
