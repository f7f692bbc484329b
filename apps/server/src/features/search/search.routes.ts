import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleSearchQuerySchema,
  ArticleSearchResponseSchema,
  SiteSearchQuerySchema,
  SiteSearchResponseSchema,
} from '@aatd/contract';
import { articleSearch, siteSearch } from './search.service.js';

/** Site search and the article search results page (spec part 2 §2.16). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search'];

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: SiteSearchQuerySchema, response: { 200: SiteSearchResponseSchema } },
    },
    async (req) => siteSearch(app, req.member, req.query),
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
