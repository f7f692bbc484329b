import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevMailListSchema, DevMailQuerySchema } from '@aatd/contract';
import { listOutbox } from './mail.repository.js';
import { presentDevMail } from './mail.presenter.js';
import { renderDevMailPage } from './dev-mail.page.js';

/**
 * The dev mailbox: what the outbox holds, for development and the browser tests. Registered only
 * outside production (the mail bodies carry live verification and reset links).
 */
export const devMailApiRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.get(
    '/dev/mail',
    { schema: { tags: ['dev'], querystring: DevMailQuerySchema, response: { 200: DevMailListSchema } } },
    async (req) => (await listOutbox(app.db, req.query)).map(presentDevMail),
  );
};

/** GET /dev/mail: the same list as a plain server-rendered page, mounted at the site root. */
export const devMailPageRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.get('/dev/mail', { schema: { hide: true, querystring: DevMailQuerySchema } }, async (req, reply) => {
    const mails = (await listOutbox(app.db, req.query)).map(presentDevMail);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderDevMailPage(mails));
  });
};
