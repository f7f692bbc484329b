import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  HcpVerificationListSchema,
  MessageResponseSchema,
  PageQuerySchema,
  RejectVerificationSchema,
  ResendVerificationSchema,
  VerificationDecisionSchema,
  VerificationIdParamsSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from '@aatd/contract';
import { limitBy, mailingLimits } from '../../plugins/rate-limit.js';
import { requireAltcha } from '../identity/altcha.js';
import {
  decideVerification,
  listVerificationQueue,
  resendVerificationEmail,
  verifyEmail,
} from './verification.service.js';

const QUEUE_PAGE_SIZE = 10;

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/verifyUser',
    {
      schema: {
        tags: ['identity'],
        body: VerifyEmailSchema,
        response: { 200: VerifyEmailResponseSchema, 400: ErrorResponseSchema },
      },
      // Rate limited so nobody can walk through tokens (they carry 256 bits anyway).
      preHandler: [limitBy(app, { name: 'verify-email', max: 20, timeWindow: '1 hour' }), requireAltcha(app)],
    },
    async (req) => verifyEmail(app, req.body.recoveryToken),
  );

  app.post(
    '/user/resend-verification-email',
    {
      schema: {
        tags: ['identity'],
        body: ResendVerificationSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema },
      },
      preHandler: [mailingLimits(app, 'resend-verification'), requireAltcha(app)],
    },
    async (req) => resendVerificationEmail(app, req.body.email),
  );

  app.get(
    '/admin/verifications',
    {
      schema: { tags: ['admin'], querystring: PageQuerySchema, response: { 200: HcpVerificationListSchema } },
      preHandler: app.requireAdmin,
    },
    async (req) => listVerificationQueue(app, req.query.page, req.query.limit ?? QUEUE_PAGE_SIZE),
  );

  app.post(
    '/admin/verifications/:id/approve',
    {
      schema: { tags: ['admin'], params: VerificationIdParamsSchema, response: { 200: VerificationDecisionSchema } },
      preHandler: app.requireAdmin,
    },
    async (req) => decideVerification(app, req.member!.id, req.params.id, { approve: true }),
  );

  app.post(
    '/admin/verifications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        params: VerificationIdParamsSchema,
        body: RejectVerificationSchema,
        response: { 200: VerificationDecisionSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (req) => decideVerification(app, req.member!.id, req.params.id, { approve: false, reason: req.body.reason }),
  );
};
export default verificationRoutes;
