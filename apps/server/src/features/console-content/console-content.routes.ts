import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentApproveSchema,
  ContentBulkResultSchema,
  ContentBulkSchema,
  ContentCreateSchema,
  ContentItemSchema,
  ContentListQuerySchema,
  ContentPageSchema,
  ContentPublishSchema,
  ContentReturnSchema,
  ContentSaveSchema,
  ContentVersionParamsSchema,
  ContentWithdrawSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  RevisionListSchema,
  RevisionSchema,
} from '@aatd/contract';
import {
  approveContent,
  bulkContent,
  createContent,
  getContent,
  getVersion,
  listContent,
  listVersions,
  publishContent,
  restoreVersion,
  returnContent,
  saveContent,
  submitContent,
  withdrawContent,
} from './console-content.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The content console's API: lists, items, versions and the workflow steps. Every
 * route identifies the caller first (401); the service checks the role (403) and the state (409).
 */
const consoleContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console-content'];
  const item = { 200: ContentItemSchema, ...errors };
  const guard = { onRequest: app.authenticate };

  app.get(
    '/admin/content',
    {
      ...guard,
      schema: { tags, querystring: ContentListQuerySchema, response: { 200: ContentPageSchema, ...errors } },
    },
    async (req) => listContent(app, req.member, req.query),
  );

  app.post(
    '/admin/content',
    { ...guard, schema: { tags, body: ContentCreateSchema, response: { 201: ContentItemSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await createContent(app, req.member, req.body)),
  );

  app.post(
    '/admin/content/bulk',
    { ...guard, schema: { tags, body: ContentBulkSchema, response: { 200: ContentBulkResultSchema, ...errors } } },
    async (req) => bulkContent(app, req.member, req.body),
  );

  app.get('/admin/content/:id', { ...guard, schema: { tags, params: IdParamsSchema, response: item } }, async (req) =>
    getContent(app, req.member, req.params.id),
  );

  app.put(
    '/admin/content/:id',
    { ...guard, schema: { tags, params: IdParamsSchema, body: ContentSaveSchema, response: item } },
    async (req) => saveContent(app, req.member, req.params.id, req.body),
  );

  app.post(
    '/admin/content/:id/submit',
    { ...guard, schema: { tags, params: IdParamsSchema, response: item } },
    async (req) => submitContent(app, req.member, req.params.id),
  );

  app.post(
    '/admin/content/:id/approve',
    { ...guard, schema: { tags, params: IdParamsSchema, body: ContentApproveSchema, response: item } },
    async (req) => approveContent(app, req.member, req.params.id, req.body),
  );

  app.post(
    '/admin/content/:id/return',
    { ...guard, schema: { tags, params: IdParamsSchema, body: ContentReturnSchema, response: item } },
    async (req) => returnContent(app, req.member, req.params.id, req.body.comments),
  );

  app.post(
    '/admin/content/:id/publish',
    { ...guard, schema: { tags, params: IdParamsSchema, body: ContentPublishSchema.default({}), response: item } },
    async (req) => publishContent(app, req.member, req.params.id, req.body),
  );

  app.post(
    '/admin/content/:id/withdraw',
    { ...guard, schema: { tags, params: IdParamsSchema, body: ContentWithdrawSchema.default({}), response: item } },
    async (req) => withdrawContent(app, req.member, req.params.id, req.body.reason),
  );

  app.get(
    '/admin/content/:id/versions',
    { ...guard, schema: { tags, params: IdParamsSchema, response: { 200: RevisionListSchema, ...errors } } },
    async (req) => listVersions(app, req.member, req.params.id),
  );

  app.get(
    '/admin/content/:id/versions/:n',
    { ...guard, schema: { tags, params: ContentVersionParamsSchema, response: { 200: RevisionSchema, ...errors } } },
    async (req) => getVersion(app, req.member, req.params.id, req.params.n),
  );

  app.post(
    '/admin/content/:id/versions/:n/restore',
    { ...guard, schema: { tags, params: ContentVersionParamsSchema, response: item } },
    async (req) => restoreVersion(app, req.member, req.params.id, req.params.n),
  );
};
export default consoleContentRoutes;
