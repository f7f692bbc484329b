import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DataExportDownloadSchema,
  DataExportStateSchema,
  ErasureRequestSchema,
  ErasureStateSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  StaffDataExportStateSchema,
} from '@aatd/contract';
import { memberWriteLimit } from '../../core/rate-limits.js';
import {
  downloadDataExport,
  getDataExport,
  getErasure,
  getStaffDataExport,
  prepareStaffDataExport,
  requestAccountErasure,
  requestDataExport,
} from './gdpr.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/** GDPR self-service in My Account: download my data, erase my account. */
const gdprRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['gdpr'];

  app.get(
    '/user/data-export',
    { onRequest: app.authenticate, schema: { tags, response: { 200: DataExportStateSchema, ...errors } } },
    async (req) => getDataExport(app, req.member),
  );

  app.post(
    '/user/data-export',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'data-export'),
      schema: { tags, response: { 202: DataExportStateSchema, ...errors } },
    },
    async (req, reply) => reply.status(202).send(await requestDataExport(app, req.member, req.ip)),
  );

  // The ZIP itself: POST, because the member's access token travels in a header, never in a link.
  app.post(
    '/user/data-export/download',
    {
      onRequest: app.authenticate,
      // No response schema: the answer is the ZIP's bytes (errors keep the usual shape).
      schema: { tags, body: DataExportDownloadSchema },
    },
    async (req, reply) => {
      const { bytes, filename } = await downloadDataExport(app, req.member, req.body.token, req.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  // The data protection officer's view on the member page (admins; the service checks the role).
  const staffErrors = { ...errors, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
  app.get(
    '/admin/members/:id/data-export',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: StaffDataExportStateSchema, ...staffErrors } },
    },
    async (req) => getStaffDataExport(app, req.member, req.params.id),
  );
  app.post(
    '/admin/members/:id/data-export',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 202: StaffDataExportStateSchema, ...staffErrors } },
    },
    async (req, reply) => reply.status(202).send(await prepareStaffDataExport(app, req.member, req.params.id, req.ip)),
  );

  app.get(
    '/user/erasure',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ErasureStateSchema, ...errors } } },
    async (req) => getErasure(app, req.member),
  );

  app.post(
    '/user/erasure',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'erasure'),
      schema: { tags, body: ErasureRequestSchema, response: { 200: ErasureStateSchema, ...errors } },
    },
    async (req) => requestAccountErasure(app, req.member, req.body, req.ip),
  );
};
export default gdprRoutes;
