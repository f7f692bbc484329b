import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  pageMeta,
  SaveResultSchema,
  SavedListQuerySchema,
  SavedListResponseSchema,
} from '@aatd/contract';
import { notFound } from '../../lib/app-error.js';
import { presentSavedArticle } from '../posts/posts.presenter.js';
import { listSavedPosts, savePost, unsavePost } from './saved-posts.repository.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Favourites (part 1 §7 save-article; part 2 §2.8 My Account FAVORITES). */
const savedPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];

  app.post(
    '/save-article/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SaveResultSchema, ...errors } },
    },
    async (req) => {
      if (!(await savePost(app.db, req.member!.id, req.params.id))) throw notFound('The article');
      return { isSaved: true };
    },
  );

  app.delete(
    '/save-article/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SaveResultSchema, ...errors } },
    },
    async (req) => {
      if (!(await unsavePost(app.db, req.member!.id, req.params.id))) throw notFound('The article');
      return { isSaved: false };
    },
  );

  app.get(
    '/save-article',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: SavedListQuerySchema, response: { 200: SavedListResponseSchema, ...errors } },
    },
    async (req) => {
      const { limit, page } = req.query;
      const { rows, total } = await listSavedPosts(app.db, req.member!.id, { limit, offset: (page - 1) * limit });
      return {
        data: rows.map(presentSavedArticle),
        totalCount: total,
        meta: { pagination: pageMeta(total, page, limit) },
      };
    },
  );
};
export default savedPostsRoutes;
