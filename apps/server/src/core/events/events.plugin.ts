import type { FastifyInstance } from 'fastify';
import { createEventBus, type EventBus } from './bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to members' open tabs (in-process, or Redis pub/sub when REDIS_URL is set). */
    events: EventBus;
  }
}

/** The bus every feature publishes through; decorated on the root so it is one per process. */
export function registerEventBus(app: FastifyInstance): void {
  const bus = createEventBus(app.env.REDIS_URL, app.log);
  app.decorate('events', bus);
  app.addHook('onClose', async () => bus.close());
}
