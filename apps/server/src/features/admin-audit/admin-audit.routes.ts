import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema, ErrorResponseSchema } from '@aatd/contract';
import { exportAuditLog, listAuditLog } from './admin-audit.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The audit log viewer: admins read and export the append-only staff action log. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];

  app.get(
    '/admin/audit',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: AuditQuerySchema, response: { 200: AuditPageSchema, ...errors } },
    },
    async (req) => listAuditLog(app, req.member, req.query),
  );

  app.get(
    '/admin/audit.csv',
    {
      onRequest: app.authenticate,
      // A stream of text/csv, so no JSON response schema (errors use the usual shape).
      schema: { tags, querystring: AuditQuerySchema.omit({ page: true, limit: true }) },
    },
    async (req, reply) => {
      const stream = await exportAuditLog(app, req.member, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
export default adminAuditRoutes;
