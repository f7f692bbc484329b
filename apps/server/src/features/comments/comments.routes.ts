import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentCreateSchema,
  CommentDeletedSchema,
  CommentPageSchema,
  CommentQuerySchema,
  CommentSchema,
  CommentUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@aatd/contract';
import { commentsService } from './comments.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** Comments and replies of any post (part 1 §7). `:id` is the post for GET/POST, the comment for PUT/DELETE. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = commentsService(app);
  const tags = ['comments'];

  app.get(
    '/comment/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CommentQuerySchema,
        response: { 200: CommentPageSchema, ...errors },
      },
    },
    async (req) => service.list(req.params.id, req.query.page, req.query.limit),
  );

  app.post(
    '/comment/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, body: CommentCreateSchema, response: { 201: CommentSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.add(req.member!, req.params.id, req.body.commentText, req.body.commentId)),
  );

  app.put(
    '/comment/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, body: CommentUpdateSchema, response: { 200: CommentSchema, ...errors } },
    },
    async (req) => service.update(req.member!, req.params.id, req.body.commentText),
  );

  app.delete(
    '/comment/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: CommentDeletedSchema, ...errors } },
    },
    async (req) => service.remove(req.member!, req.params.id),
  );
};
export default commentsRoutes;
