import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InviteBodySchema, InviteResponseSchema } from '@aatd/contract';
import { limitBy, registerRateLimit } from '../../plugins/rate-limit.js';
import { inviteColleague } from './invitations.service.js';

/** Invite a friend (part 2 §2.13). */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app registers the limiter once for everyone; until it does, this plugin keeps its own.
  if (!app.hasDecorator('createRateLimit')) await registerRateLimit(app);
  // Each invite sends a mail to an address the member typed: limited so the site cannot be used to spam.
  const inviteLimit = limitBy(
    app,
    { name: 'invite-member', max: 10, timeWindow: '1 hour', key: (req) => (req.member ? String(req.member.id) : null) },
    {
      name: 'invite-address',
      max: 3,
      timeWindow: '1 day',
      key: (req) => (req.body as { email?: string }).email ?? null,
    },
  );
  app.post(
    '/user/invite',
    {
      preHandler: [app.authenticate, inviteLimit],
      schema: { tags: ['invitations'], body: InviteBodySchema, response: { 201: InviteResponseSchema } },
    },
    async (req, reply) => {
      const brand = { deployment: app.deployment, publicUrl: app.env.publicUrl };
      return reply.status(201).send(await inviteColleague(app.db, brand, req.member!.id, req.body.email));
    },
  );
};
export default invitationsRoutes;
