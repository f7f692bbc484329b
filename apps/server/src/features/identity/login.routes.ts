import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema, LoginResponseSchema, LoginSchema } from '@aatd/contract';
import { limitBy } from '../../core/rate-limits.js';
import { newChallenge, requireAltcha } from '../../core/captcha/altcha.js';
import { login } from './login.service.js';
import { addressKey, LOGIN_LIMITS } from './identity-limits.js';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/altcha',
    {
      schema: { tags: ['identity'], response: { 200: AltchaChallengeSchema } },
      preHandler: limitBy(app, { ...LOGIN_LIMITS.challenge, key: (req) => addressKey(req.ip) }),
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return newChallenge(app.env);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { tags: ['identity'], body: LoginSchema, response: { 200: LoginResponseSchema } },
      // Counted before the captcha and the password check, so guessing costs attempts either way.
      preHandler: [
        limitBy(
          app,
          { ...LOGIN_LIMITS.address, key: (req) => addressKey(req.ip) },
          {
            ...LOGIN_LIMITS.addressAndAccount,
            key: (req) => `${addressKey(req.ip)} ${(req.body as { email: string }).email.trim().toLowerCase()}`,
          },
        ),
        requireAltcha(app),
      ],
    },
    async (req) => login(app, req.body, addressKey(req.ip)),
  );
};
export default loginRoutes;
