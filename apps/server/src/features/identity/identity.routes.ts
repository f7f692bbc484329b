import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './login.routes.js';
import tokenRoutes from './token.routes.js';
import currentUserRoutes from '../users/current-user.routes.js';

/** Sign-in, tokens and the signed-in member (the provider itself is mounted at /oidc by app.ts). */
const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(tokenRoutes);
  await app.register(currentUserRoutes);
};
export default identityRoutes;
