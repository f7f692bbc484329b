import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, LoginResponseSchema, PasskeyOptionsSchema, PasskeySignInSchema } from '@aatd/contract';
import { limitBy } from '../../core/rate-limits.js';
import { addressKey, PASSKEY_SIGN_IN_LIMITS } from './identity-limits.js';
import { passkeySignInOptions, verifyPasskeySignIn } from './passkey-sign-in.service.js';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Sign-in with a passkey instead of a password: the first step of the identity flow, like /auth/login. */
const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['identity'];
  app.post(
    '/auth/passkey/options',
    {
      schema: { tags, response: { 200: PasskeyOptionsSchema, ...errors } },
      preHandler: limitBy(app, { ...PASSKEY_SIGN_IN_LIMITS.options, key: (req) => addressKey(req.ip) }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return passkeySignInOptions(app, req.headers.origin);
    },
  );

  app.post(
    '/auth/passkey/verify',
    {
      schema: { tags, body: PasskeySignInSchema, response: { 200: LoginResponseSchema, ...errors } },
      preHandler: limitBy(app, { ...PASSKEY_SIGN_IN_LIMITS.verify, key: (req) => addressKey(req.ip) }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyPasskeySignIn(app, req.body);
    },
  );
};
export default passkeySignInRoutes;
