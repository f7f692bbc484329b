import type { FastifyInstance } from 'fastify';
import type { EventBus } from './events/bus.js';

/**
 * What a service function needs from the running app: the database, settings, logger and the
 * live-event bus. The Fastify instance satisfies it; jobs and the CLI build one of their own.
 */
export type ServiceContext = Pick<FastifyInstance, 'db' | 'env' | 'deployment' | 'log'> & {
  events?: EventBus;
};
