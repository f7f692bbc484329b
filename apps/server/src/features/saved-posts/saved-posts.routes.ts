import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  SaveResultSchema,
  SavedListQuerySchema,
  SavedListResponseSchema,
} from '@aatd/contract';
import { listSavedArticles, saveArticle, unsaveArticle } from './saved-posts.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Favourites (part 1 §7 save-article; part 2 §2.8 My Account FAVORITES). */
const savedPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];

  app.post(
    '/save-article/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SaveResultSchema, ...errors } },
    },
    async (req) => saveArticle(app, req.member, req.params.id),
  );

  app.delete(
    '/save-article/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SaveResultSchema, ...errors } },
    },
    async (req) => unsaveArticle(app, req.member, req.params.id),
  );

  app.get(
    '/save-article',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: SavedListQuerySchema, response: { 200: SavedListResponseSchema, ...errors } },
    },
    async (req) => listSavedArticles(app, req.member, req.query),
  );
};
export default savedPostsRoutes;
