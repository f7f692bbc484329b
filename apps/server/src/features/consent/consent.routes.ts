import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AcceptConsentsBodySchema,
  ConsentStatusSchema,
  CookieChoiceBodySchema,
  CookieChoiceResultSchema,
  ErrorResponseSchema,
} from '@aatd/contract';
import { acceptConsents, getConsentStatus, recordCookieChoice, type RequestOrigin } from './consent.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema };

/** The address (behind the proxy, as trustProxy resolves it) and browser a consent came from. */
const originOf = (req: FastifyRequest): RequestOrigin => ({
  ipAddress: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
});

/** Consent records: the member reads and accepts new legal versions; cookie choices. */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  app.get(
    '/user/consents',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ConsentStatusSchema, ...errors } } },
    async (req) => getConsentStatus(app, req.member),
  );
  app.post(
    '/user/consents',
    {
      onRequest: app.authenticate,
      schema: { tags, body: AcceptConsentsBodySchema, response: { 200: ConsentStatusSchema, ...errors } },
    },
    async (req) => acceptConsents(app, req.member, req.body, originOf(req)),
  );
  app.post(
    '/user/cookie-consent',
    {
      onRequest: app.authenticate,
      schema: { tags, body: CookieChoiceBodySchema, response: { 200: CookieChoiceResultSchema, ...errors } },
    },
    async (req) => recordCookieChoice(app, req.member, req.body, originOf(req)),
  );
};
export default consentRoutes;
