import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventTicketSchema, EventsQuerySchema } from '@aatd/contract';
import { unauthorized } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { countUnseen } from '../messaging/messaging.repository.js';
import { createEventBus, type EventBus } from './bus.js';
import { consumeTicket, insertTicket, TICKET_TTL_SECONDS } from './events.repository.js';
import { EventStream, StreamRegistry } from './events.stream.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to members' open tabs (in-process, or Redis pub/sub when REDIS_URL is set). */
    events: EventBus;
  }
}

/**
 * Live updates over Server-Sent Events. An EventSource cannot send the Authorization header, so
 * the page first trades its access token for a one-time ticket (30 s) and opens the stream with
 * it; the ticket is redacted from logs and useless once used.
 */
const eventsPlugin: FastifyPluginAsyncZod = async (app) => {
  const bus = createEventBus(app.env.REDIS_URL, app.log);
  app.decorate('events', bus);
  const streams = new StreamRegistry();
  // Open streams never finish on their own: end them first so shutdown stays within its grace.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => bus.close());

  app.post(
    '/events/ticket',
    { preHandler: app.authenticate, schema: { tags: ['events'], response: { 200: EventTicketSchema } } },
    async (req) => {
      const ticket = randomToken();
      await insertTicket(app.db, hashToken(ticket), req.member!.id);
      return { ticket, expiresIn: TICKET_TTL_SECONDS };
    },
  );

  app.get('/events', { schema: { tags: ['events'], querystring: EventsQuerySchema } }, async (req, reply) => {
    const memberId = await consumeTicket(app.db, hashToken(req.query.ticket));
    if (memberId === null) throw unauthorized('The event ticket is invalid or expired.');
    reply.hijack();
    let unsubscribe = () => {};
    const stream = new EventStream(reply.raw, () => {
      unsubscribe();
      streams.remove(stream);
    });
    streams.add(stream);
    try {
      const off = await bus.subscribe(memberId, (event) => stream.send(event));
      if (stream.isClosed) return off();
      unsubscribe = off;
      // The current count first, so a tab that reconnects catches up on what it missed.
      stream.send({ type: 'unseen', count: await countUnseen(app.db, memberId) });
    } catch (err) {
      // The response is already streaming; end it and let the browser reconnect.
      req.log.warn({ err: (err as Error).message }, 'event stream setup failed');
      stream.close();
    }
  });
};

// Like fastify-plugin: the decoration and hooks belong to the enclosing /api scope, so every
// feature (sharing, for one) can publish through app.events.
Object.assign(eventsPlugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'events' });
export default eventsPlugin;
