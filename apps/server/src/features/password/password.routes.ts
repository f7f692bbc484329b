import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  ResetRequestSchema,
} from '@aatd/contract';
import { bearerToken } from '../../core/request-token.js';
import { limitBy, mailingLimits } from '../../core/rate-limits.js';
import { requireAltcha } from '../../core/captcha/altcha.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/reset-password-email',
    {
      schema: {
        tags: ['identity'],
        body: ResetRequestSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
      preHandler: [mailingLimits(app, 'reset'), requireAltcha(app)],
    },
    async (req) => requestPasswordReset(app, req.body.email),
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags: ['identity'],
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema },
      },
      preHandler: [limitBy(app, { name: 'reset-password', max: 20, timeWindow: '1 hour' }), requireAltcha(app)],
    },
    async (req) => resetPassword(app, req.body.recoveryToken, req.body.newPassword),
  );

  app.post(
    '/user/changePassword',
    {
      schema: {
        tags: ['identity'],
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
      onRequest: app.authenticate,
      // Per member, so a stolen access token cannot be used to guess the current password.
      preHandler: limitBy(app, {
        name: 'change-password',
        max: 10,
        timeWindow: '15 minutes',
        key: (req) => String(req.member?.id),
      }),
    },
    async (req) => changePassword(app, req.member, bearerToken(req) ?? undefined, req.body),
  );
};
export default passwordRoutes;
