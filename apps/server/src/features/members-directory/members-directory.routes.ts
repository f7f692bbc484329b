import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MEMBER_SEARCH_MAX,
  MemberDetailSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
} from '@aatd/contract';
import { notFound } from '../../lib/app-error.js';
import { presentMemberDetail, presentMemberSummary } from './members-directory.presenter.js';
import { findListedMember, listMembers, searchMembers } from './members-directory.repository.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The member directory calls (part 1 §7): all members, the name typeahead and one member's
 * profile. Opted-out and unverified members are never shown.
 */
const membersDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];

  app.get(
    '/user/all',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: MemberListQuerySchema, response: { 200: MemberListResponseSchema, ...errors } },
    },
    async (req) => {
      const { limit, page } = req.query;
      const { rows, total } = await listMembers(app.db, req.member!.id, { limit, offset: (page - 1) * limit });
      return { users: rows.map(presentMemberSummary), totalCount: total };
    },
  );

  app.get(
    '/user/search',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: MemberSearchQuerySchema, response: { 200: MemberSearchResponseSchema, ...errors } },
    },
    async (req) => ({
      users: (await searchMembers(app.db, req.member!.id, req.query.q, MEMBER_SEARCH_MAX)).map(presentMemberSummary),
    }),
  );

  app.get(
    '/user/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: MemberDetailSchema, ...errors } },
    },
    async (req) => {
      const row = await findListedMember(app.db, req.params.id);
      if (!row) throw notFound('The member');
      return presentMemberDetail(row, req.member!.id);
    },
  );
};
export default membersDirectoryRoutes;
