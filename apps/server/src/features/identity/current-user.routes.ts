import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoggedUserSchema } from '@aatd/contract';
import { currentUser } from './current-user.service.js';

const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    { onRequest: app.authenticate, schema: { tags: ['users'], response: { 200: LoggedUserSchema } } },
    async (req) => currentUser(app, req.member),
  );
};
export default currentUserRoutes;
