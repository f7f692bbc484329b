import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoggedUserSchema } from '@aatd/contract';
import { currentUser, type HeldMembers } from './current-user.service.js';

const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // As many members as the held access tokens (plugins/auth.ts).
  const heldMembers: HeldMembers = app.announcedCache('member_changes', 10_000, 'members');

  app.get(
    '/user',
    { onRequest: app.authenticate, schema: { tags: ['users'], response: { 200: LoggedUserSchema } } },
    async (req) => currentUser(app, req.member, heldMembers),
  );
};
export default currentUserRoutes;
