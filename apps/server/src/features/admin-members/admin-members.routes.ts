import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminErasureSchema,
  AdminInvitationListQuerySchema,
  AdminInvitationListSchema,
  AdminMemberActionResultSchema,
  AdminMemberDetailSchema,
  AdminMemberListQuerySchema,
  AdminMemberListSchema,
  ConsentHistorySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  RejectVerificationSchema,
} from '@aatd/contract';
import {
  decideMemberVerification,
  eraseMember,
  exportConsentHistory,
  getConsentHistory,
  getMember,
  listInvitations,
  listMembers,
  resendVerification,
  signOutEverywhere,
} from './admin-members.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Member administration in the console: admins act, moderators read. Role changes: member-roles. */
const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const action = {
    onRequest: app.authenticate,
    schema: { tags, params: IdParamsSchema, response: { 200: AdminMemberActionResultSchema, ...errors } },
  };

  app.get(
    '/admin/members',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: AdminMemberListQuerySchema, response: { 200: AdminMemberListSchema, ...errors } },
    },
    async (req) => listMembers(app, req.member, req.query),
  );

  app.get(
    '/admin/members/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: AdminMemberDetailSchema, ...errors } },
    },
    async (req) => getMember(app, req.member, req.params.id),
  );

  app.get(
    '/admin/members/:id/consents',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: ConsentHistorySchema, ...errors } },
    },
    async (req) => getConsentHistory(app, req.member, req.params.id),
  );

  app.get(
    '/admin/members/:id/consents.csv',
    // text/csv, so no JSON response schema (errors use the usual shape).
    { onRequest: app.authenticate, schema: { tags, params: IdParamsSchema } },
    async (req, reply) => {
      const csv = await exportConsentHistory(app, req.member, req.params.id, req.ip);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="consents-member-${req.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post('/admin/members/:id/verification/approve', action, async (req) =>
    decideMemberVerification(app, req.member, req.params.id, { approve: true }),
  );

  app.post(
    '/admin/members/:id/verification/reject',
    { ...action, schema: { ...action.schema, body: RejectVerificationSchema } },
    async (req) =>
      decideMemberVerification(app, req.member, req.params.id, { approve: false, reason: req.body.reason }),
  );

  app.post('/admin/members/:id/sign-out-everywhere', action, async (req) =>
    signOutEverywhere(app, req.member, req.params.id),
  );

  app.post(
    '/admin/members/:id/erase',
    { ...action, schema: { ...action.schema, body: AdminErasureSchema } },
    async (req) => eraseMember(app, req.member, req.params.id, req.body.reason, req.ip),
  );

  app.post('/admin/members/:id/resend-verification', action, async (req) =>
    resendVerification(app, req.member, req.params.id),
  );

  app.get(
    '/admin/invitations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: AdminInvitationListQuerySchema,
        response: { 200: AdminInvitationListSchema, ...errors },
      },
    },
    async (req) => listInvitations(app, req.member, req.query),
  );
};
export default adminMembersRoutes;
