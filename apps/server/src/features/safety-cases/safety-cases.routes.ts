import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  SafetyCaseDecisionSchema,
  SafetyCaseDetailSchema,
  SafetyCasePageSchema,
  SafetyCaseQuerySchema,
} from '@aatd/contract';
import { decideCase, getCase, listCases } from './safety-cases.service.js';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Possible adverse events for safety reviewers and moderators (/admin/safety in the console). */
const safetyCasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['safety'];

  app.get(
    '/admin/safety-cases',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: SafetyCaseQuerySchema, response: { 200: SafetyCasePageSchema, ...errors } },
    },
    async (req) => listCases(app, req.member, req.query),
  );

  app.get(
    '/admin/safety-cases/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SafetyCaseDetailSchema, ...errors } },
    },
    async (req) => getCase(app, req.member, req.params.id),
  );

  app.put(
    '/admin/safety-cases/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SafetyCaseDecisionSchema,
        response: { 200: SafetyCaseDetailSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (req) => decideCase(app, req.member, req.params.id, req.body),
  );
};
export default safetyCasesRoutes;
