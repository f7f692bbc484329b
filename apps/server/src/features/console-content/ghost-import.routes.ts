import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  GHOST_IMPORT_MAX_BYTES,
  GhostImportJobSchema,
  GhostImportQuerySchema,
  GhostImportReportSchema,
  IdParamsSchema,
} from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';
import { getGhostImportJob, importGhostExport, queueGhostImport } from './ghost-import.service.js';

const MAX_MB = Math.round(GHOST_IMPORT_MAX_BYTES / 1024 / 1024);

/**
 * POST /admin/content/import?dryRun=true|false: a Ghost JSON export, sent as the request body
 * (application/json, at most GHOST_IMPORT_MAX_BYTES). The caller is identified first (401), the
 * type and size checked before the body is read (415, 413), the role in the service (403). A dry
 * run answers its report (200); an import is queued for the background job (202), followed
 * through GET /admin/content/import/:id.
 */
const ghostImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/content/import',
    {
      bodyLimit: GHOST_IMPORT_MAX_BYTES,
      onRequest: [
        app.authenticate,
        async (req) => {
          const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
          if (type !== 'application/json') {
            throw new AppError(415, 'unsupportedMediaType', 'Upload the Ghost export as a JSON file (.json).');
          }
          if (Number(req.headers['content-length'] ?? 0) > GHOST_IMPORT_MAX_BYTES) {
            throw new AppError(
              413,
              'payloadTooLarge',
              `The export is larger than ${MAX_MB} MB; split it and import each part.`,
            );
          }
        },
      ],
      schema: {
        tags: ['console-content'],
        querystring: GhostImportQuerySchema,
        body: z.looseObject({}),
        response: {
          200: GhostImportReportSchema,
          202: GhostImportJobSchema,
          ...Object.fromEntries([400, 401, 403, 413, 415].map((s) => [s, ErrorResponseSchema])),
        },
      },
    },
    async (req, reply) =>
      req.query.dryRun
        ? importGhostExport(app, req.member, req.body, { dryRun: true })
        : reply.status(202).send(await queueGhostImport(app, req.member, req.body)),
  );

  app.get(
    '/admin/content/import/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['console-content'],
        params: IdParamsSchema,
        response: {
          200: GhostImportJobSchema,
          ...Object.fromEntries([400, 401, 403, 404].map((s) => [s, ErrorResponseSchema])),
        },
      },
    },
    async (req) => getGhostImportJob(app, req.member, req.params.id),
  );
};
export default ghostImportRoutes;
