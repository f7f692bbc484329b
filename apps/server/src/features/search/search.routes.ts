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
      preHandler: app.authenticate,
      schema: { tags, querystring: SiteSearchQuerySchema, response: { 200: SiteSearchResponseSchema } },
    },
    async (req) => siteSearch(app.db, req.member!.id, req.query.q, req.query.category),
  );

  app.get(
    '/search/articles',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: ArticleSearchQuerySchema, response: { 200: ArticleSearchResponseSchema } },
    },
    async (req) => articleSearch(app.db, req.query.q, req.query.page, req.query.limit),
  );
};
export default searchRoutes;
