import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventTicketSchema, EventsQuerySchema } from '@aatd/contract';
import { unauthorized } from '../../lib/app-error.js';
import { hijackWithHeaders } from '../../core/hijack.js';
import { countUnseen } from '../../core/messages/messages.repository.js';
import { countUnread } from '../../core/notifications/notifications.repository.js';
import { issueTicket, redeemTicket, TICKET_REFUSED } from './events.service.js';
import { EventStream, StreamRegistry } from './events.stream.js';

/**
 * Live updates over Server-Sent Events. An EventSource cannot send the Authorization header, so
 * the page first trades its access token for a one-time ticket (30 s) and opens the stream with
 * it; the ticket is redacted from logs and useless once used.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new StreamRegistry();
  app.metrics.gauge('aatd_sse_connections', 'Live-update streams open in this process', () => streams.size);
  // Open streams never finish on their own: end them first so shutdown stays within its grace.
  app.addHook('preClose', async () => streams.closeAll());

  app.post(
    '/events/ticket',
    { onRequest: app.authenticate, schema: { tags: ['events'], response: { 200: EventTicketSchema } } },
    async (req) => issueTicket(app, req.member),
  );

  // The ticket stands in for the access token: a caller without one is refused (401) before the
  // query is validated, like every other route; the handler redeems it.
  const ticketPresented = async (req: FastifyRequest) => {
    const { ticket } = req.query as { ticket?: unknown };
    if (typeof ticket !== 'string' || ticket === '') throw unauthorized(TICKET_REFUSED);
  };

  app.get(
    '/events',
    { onRequest: ticketPresented, schema: { tags: ['events'], querystring: EventsQuerySchema } },
    async (req, reply) => {
      const memberId = await redeemTicket(app, req.query.ticket);
      hijackWithHeaders(reply);
      let unsubscribe = () => {};
      const stream = new EventStream(reply.raw, () => {
        unsubscribe();
        streams.remove(memberId, stream);
      });
      streams.add(memberId, stream);
      try {
        const off = await app.events.subscribe(memberId, (event) => stream.send(event));
        if (stream.isClosed) return off();
        unsubscribe = off;
        // The current count first, so a tab that reconnects catches up on what it missed.
        stream.send({ type: 'unseen', count: await countUnseen(app.db, memberId) });
        stream.send({ type: 'notifications', unread: await countUnread(app.db, memberId) });
      } catch (err) {
        // The response is already streaming; end it and let the browser reconnect.
        req.log.warn({ err: (err as Error).message }, 'event stream setup failed');
        stream.close();
      }
    },
  );
};

export default eventsRoutes;
