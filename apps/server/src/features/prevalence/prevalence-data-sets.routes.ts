import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import { acceptUploadForms, readUploadForm, uploadedBytes } from '../../core/uploads/upload-form.js';
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
  await acceptUploadForms(app);

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

const fileProblem = (message: string) =>
  new AppError(400, 'validationError', message, { fields: { [PREVALENCE_UPLOAD_FIELD]: message } });

/** The one file part; a missing or empty file is a 400 naming the field, an oversized one 413. */
async function readUpload(req: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readUploadForm(req, {
    notMultipart: 'Upload the table as multipart/form-data with a "file" part.',
    file: {
      field: PREVALENCE_UPLOAD_FIELD,
      maxBytes: PREVALENCE_UPLOAD_MAX_BYTES,
      tooLarge: () =>
        new AppError(
          413,
          'payloadTooLarge',
          `The file is larger than ${MAX_KB} KB; a prevalence table is far smaller.`,
        ),
    },
    // The table is the whole upload: no text part is read.
    fields: z.object({}),
    maxFields: 5,
  });
  if (!file) throw fileProblem('Choose a file to upload.');
  if (file.size === 0) throw fileProblem('The file is empty.');
  return { fileName: file.fileName, bytes: await uploadedBytes(file) };
}
