import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentCreateSchema,
  CommentDeletedSchema,
  CommentPageSchema,
  type CommentPage,
  CommentQuerySchema,
  CommentSchema,
  CommentUpdateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@aatd/contract';
import { memberWriteLimit } from '../../core/rate-limits.js';
import type { HeldPosts } from '../../core/posts/held-posts.js';
import { addComment, editComment, listComments, removeComment } from './comments.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Comments and replies of any post (part 1 §7). `:id` is the post for GET/POST, the comment for PUT/DELETE. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];
  const held: HeldPosts<CommentPage> = app.announcedCache('content_changes', 500, 'comments');

  app.get(
    '/comment/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CommentQuerySchema,
        response: { 200: CommentPageSchema, ...errors },
      },
    },
    async (req) => listComments(app, req.member, req.params.id, req.query, held),
  );

  app.post(
    '/comment/:id',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'comment'),
      schema: { tags, params: IdParamsSchema, body: CommentCreateSchema, response: { 201: CommentSchema, ...errors } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addComment(app, req.member, req.params.id, req.body.commentText, req.body.commentId)),
  );

  app.put(
    '/comment/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, body: CommentUpdateSchema, response: { 200: CommentSchema, ...errors } },
    },
    async (req) => editComment(app, req.member, req.params.id, req.body.commentText),
  );

  app.delete(
    '/comment/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: CommentDeletedSchema, ...errors } },
    },
    async (req) => removeComment(app, req.member, req.params.id),
  );
};
export default commentsRoutes;
