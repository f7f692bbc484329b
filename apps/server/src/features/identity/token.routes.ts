import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RevokeTokenSchema, TokenExchangeSchema, TokenResponseSchema } from '@aatd/contract';
import { limitBy } from '../../plugins/rate-limit.js';
import { exchangeCode, revokeToken } from './token.service.js';

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/token',
    {
      schema: { tags: ['identity'], body: TokenExchangeSchema, response: { 200: TokenResponseSchema } },
      // The code is single use and bound to its PKCE verifier; the limit stops code spraying.
      preHandler: limitBy(app, { name: 'token-ip', max: 20, timeWindow: '1 minute' }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return exchangeCode(app, req, req.body);
    },
  );

  app.post(
    '/user/revoke-access-token',
    {
      // Holding the token is the credential (RFC 7009), so an expired session can still revoke.
      schema: { tags: ['identity'], body: RevokeTokenSchema },
      preHandler: limitBy(app, { name: 'revoke-ip', max: 30, timeWindow: '1 minute' }),
    },
    async (req, reply) => {
      await revokeToken(app, req.body.token, req.body.token_type_hint);
      return reply.code(204).send();
    },
  );
};
export default tokenRoutes;
