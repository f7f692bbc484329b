import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  EducationModuleSchema,
  IdParamsSchema,
  ModuleListQuerySchema,
  ModuleListResponseSchema,
  ModuleSearchQuerySchema,
  ModuleSearchResponseSchema,
  SaveModuleBodySchema,
  SaveModuleResponseSchema,
  SavedModulesQuerySchema,
  SavedModulesResponseSchema,
  TopicListSchema,
} from '@aatd/contract';
import {
  getModule,
  listModules,
  listSavedModules,
  listTopics,
  saveModule,
  searchModules,
  unsaveModule,
  type HeldModuleSearches,
} from './modules.service.js';

/** Education (CME) modules, their topics and the member's saved modules (spec part 2 §2.4, §2.8, §7). */
const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['education modules'];
  const heldSearches: HeldModuleSearches = app.announcedCache('search_changes', 500, 'module-searches');
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/education/education-modules',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ModuleListQuerySchema, response: { 200: ModuleListResponseSchema, ...errors } },
    },
    async (req) => listModules(app, req.member, req.query),
  );

  app.get(
    '/education/education-modules/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: EducationModuleSchema, ...errors } },
    },
    async (req) => getModule(app, req.member, req.params.id),
  );

  app.get(
    '/education/topics',
    { onRequest: app.authenticate, schema: { tags, response: { 200: TopicListSchema, ...errors } } },
    async (req) => listTopics(app, req.member),
  );

  app.get(
    '/education/save-education-modules',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: SavedModulesQuerySchema, response: { 200: SavedModulesResponseSchema, ...errors } },
    },
    async (req) => listSavedModules(app, req.member, req.query),
  );

  app.post(
    '/education/save-education-modules',
    {
      onRequest: app.authenticate,
      schema: { tags, body: SaveModuleBodySchema, response: { 200: SaveModuleResponseSchema, ...errors } },
    },
    async (req) => saveModule(app, req.member, req.body.educationModuleId),
  );

  app.delete(
    '/education/save-education-modules',
    {
      onRequest: app.authenticate,
      schema: { tags, body: SaveModuleBodySchema, response: { 200: SaveModuleResponseSchema, ...errors } },
    },
    async (req) => unsaveModule(app, req.member, req.body.educationModuleId),
  );

  app.get(
    '/education/modules/search',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ModuleSearchQuerySchema, response: { 200: ModuleSearchResponseSchema, ...errors } },
    },
    async (req) => searchModules(app, req.member, req.query, heldSearches),
  );
};
export default modulesRoutes;
