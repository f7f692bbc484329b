import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  GHOST_IMPORT_MAX_BYTES,
  GHOST_IMPORT_MAX_ZIP_BYTES,
  GhostImportJobSchema,
  GhostImportQuerySchema,
  GhostImportReportSchema,
  IdParamsSchema,
} from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';
import {
  getGhostImportJob,
  importGhostExport,
  queueGhostImport,
  readGhostFile,
  requireImporter,
} from './ghost-import.service.js';
import { fileStorage } from '../../core/storage/file-storage.js';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const LIMIT_OF_TYPE: Record<string, number> = {
  'application/json': GHOST_IMPORT_MAX_BYTES,
  'application/zip': GHOST_IMPORT_MAX_ZIP_BYTES,
  'application/x-zip-compressed': GHOST_IMPORT_MAX_ZIP_BYTES,
};

/**
 * POST /admin/content/import?dryRun=true|false&defaultKind=…&pages=…&map=TAG=KIND…: a Ghost export,
 * its JSON (application/json) or a ZIP of the JSON with its content/images (application/zip), sent
 * as the request body. Before a byte of the body is read: the caller (401), the role (403), the
 * type (415) and the declared size (413); the body limit stops a body that lies about its size.
 * The body is read as bytes (the export's own reader answers 400 for what is not an export, a
 * control character included). A dry run answers its report (200); an import is queued for the
 * background job (202), followed through GET /admin/content/import/:id.
 */
const ghostImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    // The body stays bytes: JSON is parsed by the import, which tells a bad export apart.
    scope.addContentTypeParser(Object.keys(LIMIT_OF_TYPE), { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    scope.post(
      '/admin/content/import',
      {
        bodyLimit: GHOST_IMPORT_MAX_ZIP_BYTES,
        onRequest: [
          app.authenticate,
          async (req) => {
            requireImporter(req.member);
            const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
            const limit = LIMIT_OF_TYPE[type];
            if (limit === undefined) {
              throw new AppError(
                415,
                'unsupportedMediaType',
                'Upload the Ghost export as its JSON file (.json) or a ZIP of it with its images (.zip).',
              );
            }
            if (Number(req.headers['content-length'] ?? 0) > limit) {
              throw new AppError(
                413,
                'payloadTooLarge',
                `The ${type === 'application/json' ? 'export' : 'ZIP'} is larger than ${mb(limit)} MB; split it and import each part.`,
              );
            }
          },
        ],
        schema: {
          tags: ['console-content'],
          querystring: GhostImportQuerySchema,
          response: {
            200: GhostImportReportSchema,
            202: GhostImportJobSchema,
            ...Object.fromEntries([400, 401, 403, 413, 415].map((s) => [s, ErrorResponseSchema])),
          },
        },
      },
      async (req, reply) => {
        const body = req.body as Buffer;
        const isJson = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
        if (isJson && body.length > GHOST_IMPORT_MAX_BYTES) {
          throw new AppError(413, 'payloadTooLarge', `The export is larger than ${mb(GHOST_IMPORT_MAX_BYTES)} MB.`);
        }
        const { dryRun, ...choices } = req.query;
        // The images are only named now: a queued import reads them from the stored file.
        const upload = await readGhostFile(body, { namesOnly: true });
        const storage = fileStorage(app.env);
        if (dryRun) {
          const ctx = {
            db: app.db,
            deployment: app.deployment,
            env: app.env,
            events: app.events,
            log: app.log,
            storage,
          };
          return importGhostExport(ctx, req.member, upload, { dryRun: true, choices });
        }
        const ctx = { db: app.db, deployment: app.deployment, storage };
        return reply.status(202).send(await queueGhostImport(ctx, req.member, upload, choices));
      },
    );
  });

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
