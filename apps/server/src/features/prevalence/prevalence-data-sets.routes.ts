import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  PREVALENCE_UPLOAD_FIELD,
  PREVALENCE_UPLOAD_MAX_BYTES,
  PrevalenceConsoleSchema,
  PrevalenceDataSetDetailSchema,
} from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';
import {
  discardDataSet,
  getDataSet,
  getPrevalenceConsole,
  publishDataSet,
  rollBackDataSet,
  uploadDataSet,
  type UploadedFile,
} from './prevalence-data-sets.service.js';

const errors = Object.fromEntries([400, 401, 403, 404, 409, 413, 415].map((s) => [s, ErrorResponseSchema]));
const MAX_KB = Math.round(PREVALENCE_UPLOAD_MAX_BYTES / 1024);
const tags = ['prevalence'];

/**
 * Prevalence data sets in the console. The upload is multipart with one file part named
 * `file`: the caller is identified before any of it is read (401), the role checked in the service
 * (403), the size by the parser's limit (413) and the content as text (415).
 */
const prevalenceDataSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only; one byte over the limit is enough to know the file is too big.
  await app.register(multipart, {
    limits: { fileSize: PREVALENCE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1_000 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/admin/prevalence',
    { onRequest: app.authenticate, schema: { tags, response: { 200: PrevalenceConsoleSchema, ...errors } } },
    async (req) => getPrevalenceConsole(app, req.member),
  );

  app.post(
    '/admin/prevalence/data-sets',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Upload a countries.tsv (multipart, part "${PREVALENCE_UPLOAD_FIELD}", at most ${MAX_KB} KB) as the draft`,
        consumes: ['multipart/form-data'],
        response: { 201: PrevalenceDataSetDetailSchema, ...errors },
      },
    },
    async (req, reply) => {
      const file = await readUpload(req);
      return reply.status(201).send(await uploadDataSet(app, req.member, file));
    },
  );

  app.get(
    '/admin/prevalence/data-sets/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: PrevalenceDataSetDetailSchema, ...errors } },
    },
    async (req) => getDataSet(app, req.member, req.params.id),
  );

  for (const [step, act] of [
    ['publish', publishDataSet],
    ['discard', discardDataSet],
  ] as const) {
    app.post(
      `/admin/prevalence/data-sets/:id/${step}`,
      {
        onRequest: app.authenticate,
        schema: { tags, params: IdParamsSchema, response: { 200: PrevalenceConsoleSchema, ...errors } },
      },
      async (req) => act(app, req.member, req.params.id),
    );
  }

  app.post(
    '/admin/prevalence/rollback',
    { onRequest: app.authenticate, schema: { tags, response: { 200: PrevalenceConsoleSchema, ...errors } } },
    async (req) => rollBackDataSet(app, req.member),
  );
};
export default prevalenceDataSetsRoutes;

/** The one file part; a missing or empty file is a 400 naming the field, an oversized one 413. */
async function readUpload(req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'unsupportedMediaType', 'Upload the table as multipart/form-data with a "file" part.');
  }
  const part = await req.file();
  if (!part || part.fieldname !== PREVALENCE_UPLOAD_FIELD) {
    throw new AppError(400, 'validationError', 'Choose a file to upload.', {
      fields: { [PREVALENCE_UPLOAD_FIELD]: 'Choose a file to upload.' },
    });
  }
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    throw new AppError(
      413,
      'payloadTooLarge',
      `The file is larger than ${MAX_KB} KB; a prevalence table is far smaller.`,
    );
  }
  if (bytes.length === 0) {
    throw new AppError(400, 'validationError', 'The file is empty.', {
      fields: { [PREVALENCE_UPLOAD_FIELD]: 'The file is empty.' },
    });
  }
  // Only the base name, bounded: it is shown in the console and the audit log.
  const fileName = (part.filename || 'upload.tsv').split(/[\\/]/).pop()!.slice(0, 200);
  return { fileName, bytes };
}
