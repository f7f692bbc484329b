import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InviteBodySchema, InviteResponseSchema } from '@aatd/contract';
import { limitBy } from '../../core/rate-limits.js';
import { inviteColleague } from './invitations.service.js';

/** Invite a friend (part 2 §2.13). */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each invite mails an address the member typed: limited per member and per address, so the
  // site cannot be used to spam anyone.
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
      onRequest: app.authenticate,
      preHandler: inviteLimit,
      schema: { tags: ['invitations'], body: InviteBodySchema, response: { 201: InviteResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await inviteColleague(app, req.member, req.body.email)),
  );
};
export default invitationsRoutes;
