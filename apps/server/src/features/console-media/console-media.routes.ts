import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  MEDIA_UPLOAD_FIELDS,
  MediaFileDetailSchema,
  MediaInUseErrorSchema,
  MediaListQuerySchema,
  MediaPageSchema,
  MediaUpdateSchema,
} from '@aatd/contract';
import { incomingFile } from '../../core/media/library-storage.js';
import { AppError } from '../../lib/app-error.js';
import {
  deleteMedia,
  getMedia,
  inUseMessage,
  listMedia,
  requireMediaEditor,
  updateMedia,
  uploadMedia,
  type IncomingUpload,
} from './console-media.service.js';
import { largestUpload, mediaLimits } from '../../core/media/media-checks.js';

const errors = Object.fromEntries([400, 401, 403, 404, 413, 415].map((s) => [s, ErrorResponseSchema]));
const tags = ['console-media'];

/**
 * The console's media library. Every route identifies the caller first (401); the
 * service checks the role (403). The upload is multipart: a `file` part, and `alt` / `name` text
 * parts in any order; the file streams to disk (videos are large) and is judged by its bytes.
 */
const consoleMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only; one byte past the largest limit tells the file is too big.
  await app.register(multipart, {
    limits: { fileSize: largestUpload(mediaLimits(app.deployment)) + 1, files: 1, fields: 4, fieldSize: 2_000 },
    throwFileSizeLimit: false,
  });
  const guard = { onRequest: app.authenticate };

  app.get(
    '/admin/media',
    { ...guard, schema: { tags, querystring: MediaListQuerySchema, response: { 200: MediaPageSchema, ...errors } } },
    async (req) => listMedia(app, req.member, req.query),
  );

  app.post(
    '/admin/media',
    {
      ...guard,
      preHandler: async (req) => void requireMediaEditor(req.member),
      schema: {
        tags,
        summary: 'Upload an image (JPEG, PNG, WebP), a PDF or an MP4 video (multipart: file, alt, name)',
        consumes: ['multipart/form-data'],
        response: { 201: MediaFileDetailSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await uploadMedia(app, req.member, await readUpload(req))),
  );

  app.get(
    '/admin/media/:id',
    { ...guard, schema: { tags, params: IdParamsSchema, response: { 200: MediaFileDetailSchema, ...errors } } },
    async (req) => getMedia(app, req.member, req.params.id),
  );

  app.patch(
    '/admin/media/:id',
    {
      ...guard,
      schema: {
        tags,
        params: IdParamsSchema,
        body: MediaUpdateSchema,
        response: { 200: MediaFileDetailSchema, ...errors },
      },
    },
    async (req) => updateMedia(app, req.member, req.params.id, req.body),
  );

  app.delete(
    '/admin/media/:id',
    {
      ...guard,
      schema: { tags, params: IdParamsSchema, response: { 204: z.null(), 409: MediaInUseErrorSchema, ...errors } },
    },
    async (req, reply) => {
      const outcome = await deleteMedia(app, req.member, req.params.id);
      if (outcome.deleted) return reply.code(204).send(null);
      return reply.code(409).send({ errors: 'conflict', message: inUseMessage(outcome.uses), uses: outcome.uses });
    },
  );
};
export default consoleMediaRoutes;

/** Reads every part: the file streams into an incoming file, text parts are kept. */
async function readUpload(req: FastifyRequest): Promise<IncomingUpload> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'unsupportedMediaType', 'Upload the file as multipart/form-data with a "file" part.');
  }
  const upload: IncomingUpload = { file: null, size: 0, truncated: false, fileName: 'upload' };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== MEDIA_UPLOAD_FIELDS.file || upload.file) {
          part.file.resume();
          continue;
        }
        upload.file = await incomingFile(req.server.env.dataDir);
        await pipeline(part.file, fs.createWriteStream(upload.file, { mode: 0o600 }));
        upload.truncated = part.file.truncated;
        upload.size = (await fs.promises.stat(upload.file)).size;
        // Only the base name, bounded: it is shown in the console and the audit log.
        upload.fileName = (part.filename || 'upload').split(/[\\/]/).pop()!.slice(0, 200) || 'upload';
      } else if (part.fieldname === MEDIA_UPLOAD_FIELDS.alt) upload.alt = String(part.value);
      else if (part.fieldname === MEDIA_UPLOAD_FIELDS.name) upload.name = String(part.value);
    }
  } catch (err) {
    if (upload.file) await fs.promises.rm(upload.file, { force: true });
    throw err;
  }
  return upload;
}
