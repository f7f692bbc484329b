import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MemberDetailSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
} from '@aatd/contract';
import { getMemberProfile, listDirectory, searchDirectory, type HeldDirectory } from './members.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The member directory calls (part 1 §7): all members, the name typeahead and one member's
 * profile. Opted-out and unverified members are never shown.
 */
const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  // One entry: the directory's first members, as every member sees it.
  const heldDirectory: HeldDirectory = app.announcedCache('member_changes', 1, 'directory');

  app.get(
    '/user/all',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: MemberListQuerySchema, response: { 200: MemberListResponseSchema, ...errors } },
    },
    async (req) => listDirectory(app, req.member, req.query, heldDirectory),
  );

  app.get(
    '/user/search',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: MemberSearchQuerySchema, response: { 200: MemberSearchResponseSchema, ...errors } },
    },
    async (req) => searchDirectory(app, req.member, req.query.q),
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: MemberDetailSchema, ...errors } },
    },
    async (req) => getMemberProfile(app, req.member, req.params.id),
  );
};
export default membersRoutes;
