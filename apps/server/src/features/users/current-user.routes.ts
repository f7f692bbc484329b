import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoggedUserSchema } from '@aatd/contract';
import { unauthorized } from '../../lib/app-error.js';
import { findLoggedUserRow } from './current-user.repository.js';
import { presentLoggedUser } from './logged-user.presenter.js';

const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    { schema: { tags: ['users'], response: { 200: LoggedUserSchema } }, preHandler: app.authenticate },
    async (req) => {
      const row = await findLoggedUserRow(app.db, req.member!.id);
      if (!row) throw unauthorized();
      return presentLoggedUser(row);
    },
  );
};
export default currentUserRoutes;
