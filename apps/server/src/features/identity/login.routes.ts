import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema, LoginResponseSchema, LoginSchema } from '@aatd/contract';
import { limitBy } from '../../plugins/rate-limit.js';
import { newChallenge, requireAltcha } from './altcha.js';
import { login } from './login.service.js';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/altcha',
    {
      schema: { tags: ['identity'], response: { 200: AltchaChallengeSchema } },
      preHandler: limitBy(app, { name: 'altcha-ip', max: 60, timeWindow: '1 minute' }),
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
          { name: 'login-ip', max: 10, timeWindow: '1 minute' },
          {
            name: 'login-email',
            max: 10,
            timeWindow: '1 minute',
            key: (req) => (req.body as { email: string }).email.trim().toLowerCase(),
          },
        ),
        requireAltcha(app),
      ],
    },
    async (req) => login(app.db, req.body),
  );
};
export default loginRoutes;
