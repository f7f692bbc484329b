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
  ReverificationBodySchema,
  VerificationValiditySchema,
} from '@aatd/contract';
import { limitBy, mailingLimits } from '../../core/rate-limits.js';
import { requireAltcha } from '../../core/captcha/altcha.js';
import {
  decideVerification,
  getVerificationValidity,
  requestReverification,
  listVerificationQueue,
  resendVerificationEmail,
  verifyEmail,
} from './verification.service.js';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/verifyUser',
    {
      schema: {
        tags: ['identity'],
        body: VerifyEmailSchema,
        response: { 200: VerifyEmailResponseSchema, 400: ErrorResponseSchema },
      },
      // No proof of work, unlike the spec (decision 0006): the link's single-use 256-bit token is
      // what a guesser lacks, and a challenge cost the member seconds on this page. Rate limited so
      // nobody can walk through tokens.
      preHandler: limitBy(app, { name: 'verify-email', max: 20, timeWindow: '1 hour' }),
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
      onRequest: app.authenticate,
      schema: { tags: ['admin'], querystring: PageQuerySchema, response: { 200: HcpVerificationListSchema } },
    },
    async (req) => listVerificationQueue(app, req.member, req.query),
  );

  app.post(
    '/admin/verifications/:id/approve',
    {
      onRequest: app.authenticate,
      schema: { tags: ['admin'], params: VerificationIdParamsSchema, response: { 200: VerificationDecisionSchema } },
    },
    async (req) => decideVerification(app, req.member, req.params.id, { approve: true }),
  );

  app.post(
    '/admin/verifications/:id/reject',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        params: VerificationIdParamsSchema,
        body: RejectVerificationSchema,
        response: { 200: VerificationDecisionSchema },
      },
    },
    async (req) => decideVerification(app, req.member, req.params.id, { approve: false, reason: req.body.reason }),
  );

  // Re-verification: the member's validity, and confirming their details to renew it.
  const validityErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema };
  app.get(
    '/user/reverification',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], response: { 200: VerificationValiditySchema, ...validityErrors } },
    },
    async (req) => getVerificationValidity(app, req.member),
  );
  app.post(
    '/user/reverification',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        body: ReverificationBodySchema,
        response: { 200: VerificationValiditySchema, ...validityErrors },
      },
    },
    async (req) => requestReverification(app, req.member, req.body),
  );
};
export default verificationRoutes;
