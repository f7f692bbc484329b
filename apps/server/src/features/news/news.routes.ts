import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  PostDetailQuerySchema,
  PostDetailSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  ViewCountParamsSchema,
  ViewCountSchema,
} from '@aatd/contract';
import { newsService } from './news.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** News lists by tag, the article page and the view counter (part 1 §7 "News"). */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsService(app);
  const tags = ['news'];

  app.get(
    '/information/news',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: PostListQuerySchema, response: { 200: PostListResponseSchema, ...errors } },
    },
    async (req) => service.list({ ...req.query, userId: req.member!.id }),
  );

  app.get(
    '/information/news/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: PostDetailQuerySchema,
        response: { 200: PostDetailSchema, ...errors },
      },
    },
    async (req) => service.detail(req.params.id, req.member!.id, req.query.tag),
  );

  // Counted when a member follows the article's external link (the leave-site Continue).
  app.post(
    '/update-view-count/:type/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: ViewCountParamsSchema, response: { 200: ViewCountSchema, ...errors } },
    },
    async (req) => service.countView(req.params.id),
  );
};
export default newsRoutes;
