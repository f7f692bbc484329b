import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, FollowListSchema, FollowStateSchema, FollowTargetSchema } from '@aatd/contract';
import * as follows from './follows.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Following a category (therapy area, news list, education category) or a module topic. */
const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['follows'];
  const member = { onRequest: app.authenticate };

  app.get('/follows', { ...member, schema: { tags, response: { 200: FollowListSchema, ...errors } } }, async (req) =>
    follows.list(app, req.member),
  );
  app.put(
    '/follows',
    { ...member, schema: { tags, body: FollowTargetSchema, response: { 200: FollowStateSchema, ...errors } } },
    async (req) => follows.follow(app, req.member, req.body),
  );
  app.delete(
    '/follows',
    { ...member, schema: { tags, querystring: FollowTargetSchema, response: { 200: FollowStateSchema, ...errors } } },
    async (req) => follows.unfollow(app, req.member, req.query),
  );
};
export default followsRoutes;
