import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevMailListSchema, DevMailQuerySchema } from '@aatd/contract';
import { renderDevMailPage } from './dev-mail.page.js';
import { fromThisMachine, identifyMailboxReader } from './dev-mail.access.js';
import { readDevMailbox } from './dev-mail.service.js';

/**
 * The dev mailbox: what the outbox holds, for development and the browser tests. Registered only
 * outside production, and then only to this machine or an admin (dev-mail.access.ts).
 */
export const devMailApiRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.get(
    '/dev/mail',
    {
      onRequest: identifyMailboxReader(app),
      schema: { tags: ['dev'], querystring: DevMailQuerySchema, response: { 200: DevMailListSchema } },
    },
    async (req) => readDevMailbox(app, req.member, { fromThisMachine: fromThisMachine(req) }, req.query),
  );
};

/** GET /dev/mail: the same list as a plain server-rendered page, mounted at the site root. */
export const devMailPageRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.get(
    '/dev/mail',
    { onRequest: identifyMailboxReader(app), schema: { hide: true, querystring: DevMailQuerySchema } },
    async (req, reply) => {
      const mails = await readDevMailbox(app, req.member, { fromThisMachine: fromThisMachine(req) }, req.query);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderDevMailPage(mails));
    },
  );
};
