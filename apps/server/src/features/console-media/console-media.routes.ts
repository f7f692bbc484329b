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
  MediaUploadFieldsSchema,
} from '@aatd/contract';
import { acceptUploadForms, readUploadForm } from '../../core/uploads/upload-form.js';
import {
  deleteMedia,
  getMedia,
  inUseMessage,
  listMedia,
  requireMediaEditor,
  updateMedia,
  uploadMedia,
} from './console-media.service.js';
import { largestUpload, mediaLimits, tooBigForAny } from '../../core/media/media-checks.js';

const errors = Object.fromEntries([400, 401, 403, 404, 413, 415].map((s) => [s, ErrorResponseSchema]));
const tags = ['console-media'];

/**
 * The console's media library. Every route identifies the caller first (401); the
 * service checks the role (403). The upload is multipart: a `file` part, and `alt` / `name` text
 * parts in any order; the file streams to disk (videos are large) and is judged by its bytes.
 */
const consoleMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploadForms(app);
  const limits = mediaLimits(app.deployment);
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
    async (req, reply) => {
      const form = await readUploadForm(req, {
        notMultipart: 'Upload the file as multipart/form-data with a "file" part.',
        // Cut at the largest limit of any kind; the kind's own limit is checked once it is known.
        file: {
          field: MEDIA_UPLOAD_FIELDS.file,
          maxBytes: largestUpload(limits),
          tooLarge: () => tooBigForAny(limits),
        },
        fields: MediaUploadFieldsSchema,
        maxFields: 4,
      });
      return reply.status(201).send(await uploadMedia(app, req.member, { file: form.file, ...form.fields }));
    },
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
