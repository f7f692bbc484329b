import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  SafetyAssigneeListSchema,
  SafetyCaseDetailSchema,
  SafetyCasePageSchema,
  SafetyCaseQuerySchema,
  SafetyCaseUpdateSchema,
} from '@aatd/contract';
import { exportCaseE2b, getCase, lineListing, listAssignees, listCases, updateCase } from './safety-cases.service.js';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Possible adverse events for safety reviewers and moderators (/admin/safety in the console). */
const safetyCasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['safety'];

  app.get(
    '/admin/safety-cases',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: SafetyCaseQuerySchema,
        response: { 200: SafetyCasePageSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (req) => listCases(app, req.member, req.query),
  );

  app.get(
    '/admin/safety-cases.csv',
    {
      onRequest: app.authenticate,
      // text/csv, so no JSON response schema (errors use the usual shape).
      schema: { tags, querystring: SafetyCaseQuerySchema.omit({ cursor: true, limit: true }) },
    },
    async (req, reply) => {
      const csv = await lineListing(app, req.member, req.query, req.ip);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="safety-cases-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/safety-cases/assignees',
    { onRequest: app.authenticate, schema: { tags, response: { 200: SafetyAssigneeListSchema, ...errors } } },
    async (req) => listAssignees(app, req.member),
  );

  app.get(
    '/admin/safety-cases/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SafetyCaseDetailSchema, ...errors } },
    },
    async (req) => getCase(app, req.member, req.params.id),
  );

  app.get(
    '/admin/safety-cases/:id/e2b.xml',
    { onRequest: app.authenticate, schema: { tags, params: IdParamsSchema } },
    async (req, reply) => {
      const file = await exportCaseE2b(app, req.member, req.params.id, req.ip);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.patch(
    '/admin/safety-cases/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SafetyCaseUpdateSchema,
        response: { 200: SafetyCaseDetailSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (req) => updateCase(app, req.member, req.params.id, req.body, req.ip),
  );
};
export default safetyCasesRoutes;
