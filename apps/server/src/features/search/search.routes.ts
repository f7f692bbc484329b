import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleSearchQuerySchema,
  ArticleSearchResponseSchema,
  SiteSearchQuerySchema,
  SiteSearchResponseSchema,
} from '@aatd/contract';
import { articleSearch, siteSearch, type HeldSearches } from './search.service.js';

/** Site search and the article search results page (spec part 2 §2.16). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search'];
  // A few hundred recent searches; an announcement drops those that read what it names.
  const held: HeldSearches = {
    posts: app.announcedCache('search_changes', 500, 'post-searches'),
    profiles: app.announcedCache('search_changes', 500, 'profile-searches'),
  };

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: SiteSearchQuerySchema, response: { 200: SiteSearchResponseSchema } },
    },
    async (req) => siteSearch(app, req.member, req.query, held),
  );

  app.get(
    '/search/articles',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ArticleSearchQuerySchema, response: { 200: ArticleSearchResponseSchema } },
    },
    async (req) => articleSearch(app, req.member, req.query),
  );
};
export default searchRoutes;
