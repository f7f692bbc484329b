import type { FastifyPluginAsync } from 'fastify';
import { devMailApiRoutes } from '../mail/dev-mail.routes.js';
import passwordRoutes from '../password/password.routes.js';
import verificationRoutes from '../verification/verification.routes.js';
import registrationRoutes from './registration.routes.js';
import docCheckRoutes from './doccheck.routes.js';

/**
 * Registration, e-mail and HCP verification, password flows and the dev mailbox: one entry in
 * features/index.ts for the whole area.
 */
const identityFlowsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(docCheckRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordRoutes);
  await app.register(devMailApiRoutes);
};
export default identityFlowsRoutes;
