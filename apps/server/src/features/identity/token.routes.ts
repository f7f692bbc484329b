import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RevokeTokenSchema, TokenExchangeSchema, TokenResponseSchema } from '@aatd/contract';
import { exchangeCode, revokeToken } from './token.service.js';

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/token',
    {
      schema: { tags: ['identity'], body: TokenExchangeSchema, response: { 200: TokenResponseSchema } },
      // Shared with the provider's own /oidc/token (identity-limits.ts).
      preHandler: app.signInLimits.token,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeCode(app, req.body, `${req.protocol}://${req.host}`);
    },
  );

  app.post(
    '/user/revoke-access-token',
    {
      // Holding the token is the credential (RFC 7009), so an expired session can still revoke.
      schema: { tags: ['identity'], body: RevokeTokenSchema },
      preHandler: app.signInLimits.revoke,
    },
    async (req, reply) => {
      await revokeToken(app, req.body.token, req.body.token_type_hint);
      return reply.code(204).send();
    },
  );
};
export default tokenRoutes;
