import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema, MemberRoleSchema, MemberRoleUpdateSchema } from '@aatd/contract';
import { setMemberRole } from './member-roles.service.js';

/** Staff roles: admins set a member's role; the operator CLI has `user:role`. */
const memberRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/members/:id/role',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['staff'],
        params: IdParamsSchema,
        body: MemberRoleUpdateSchema,
        response: {
          200: MemberRoleSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (req) => setMemberRole(app, req.member, req.params.id, req.body.role),
  );
};
export default memberRolesRoutes;
