import type { FastifyPluginAsync } from 'fastify';
import eventsPlugin from '../events/events.plugin.js';
import messagingRoutes from './messaging.routes.js';
import searchRoutes from '../search/search.routes.js';

/**
 * Messaging, its live events and site search, registered as one area. The events plugin shares
 * its bus with the whole /api scope, so this area breaks encapsulation the same way.
 */
const messagingAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventsPlugin);
  await app.register(messagingRoutes);
  await app.register(searchRoutes);
};
Object.assign(messagingAreaRoutes, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'messaging-area',
});
export default messagingAreaRoutes;
