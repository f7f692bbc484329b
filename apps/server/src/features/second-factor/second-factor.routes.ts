import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmTotpSchema,
  DisableTotpSchema,
  IdParamsSchema,
  MemberSecondFactorSchema,
  RecoveryCodesSchema,
  SecondFactorActionResultSchema,
  SecondFactorStatusSchema,
  TotpEnrolmentSchema,
} from '@aatd/contract';
import { errorResponses } from '../../core/error-responses.js';
import { callerSession } from '../../core/request-token.js';
import {
  confirmEnrolment,
  disableSecondFactor,
  getMemberSecondFactor,
  getOwnSecondFactor,
  resetMemberSecondFactor,
  startEnrolment,
} from './second-factor.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * The second factor: a member's own TOTP in My Account, and an admin's reset of
 * another member's from the console. The sign-in step itself is the identity feature's.
 */
const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['identity'];

  app.get(
    '/user/second-factor',
    { onRequest: app.authenticate, schema: { tags, response: { 200: SecondFactorStatusSchema, ...errors } } },
    async (req) => getOwnSecondFactor(app, req.member),
  );

  app.post(
    '/user/second-factor/enrolment',
    { onRequest: app.authenticate, schema: { tags, response: { 200: TotpEnrolmentSchema, ...errors } } },
    // The secret and the recovery codes are shown once: no cache may keep them.
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return startEnrolment(app, req.member);
    },
  );

  app.post(
    '/user/second-factor/enrolment/confirm',
    {
      onRequest: app.authenticate,
      schema: { tags, body: ConfirmTotpSchema, response: { 200: RecoveryCodesSchema, ...errors } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmEnrolment(app, req.member, callerSession(req), req.body);
    },
  );

  app.post(
    '/user/second-factor/disable',
    {
      onRequest: app.authenticate,
      schema: { tags, body: DisableTotpSchema, response: { 200: SecondFactorActionResultSchema, ...errors } },
    },
    async (req) => disableSecondFactor(app, req.member, callerSession(req), req.body),
  );

  app.get(
    '/admin/members/:id/second-factor',
    {
      onRequest: app.authenticate,
      schema: { tags: ['staff'], params: IdParamsSchema, response: { 200: MemberSecondFactorSchema, ...errors } },
    },
    async (req) => getMemberSecondFactor(app, req.member, req.params.id),
  );

  app.post(
    '/admin/members/:id/second-factor/reset',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['staff'],
        params: IdParamsSchema,
        response: { 200: SecondFactorActionResultSchema, ...errors },
      },
    },
    async (req) => resetMemberSecondFactor(app, req.member, req.params.id, req.ip),
  );
};
export default secondFactorRoutes;
