import type { FastifyPluginAsync } from 'fastify';
import { devMailApiRoutes } from '../mail/dev-mail.routes.js';

/**
 * Registration, e-mail and HCP verification, password flows and the dev mailbox: one entry in
 * features/index.ts for the whole area.
 */
const identityFlowsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(devMailApiRoutes);
};
export default identityFlowsRoutes;
