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
import * as service from './modules.service.js';

/** Education (CME) modules, their topics and the member's saved modules (spec part 2 §2.4, §2.8, §7). */
const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['education modules'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  const member = (req: { member: { id: number } | null }) => req.member!.id;

  app.get(
    '/education/education-modules',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: ModuleListQuerySchema, response: { 200: ModuleListResponseSchema, ...errors } },
    },
    async (req) => service.listModules(app.db, member(req), req.query),
  );

  app.get(
    '/education/education-modules/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: EducationModuleSchema, ...errors } },
    },
    async (req) => service.getModule(app.db, member(req), req.params.id),
  );

  app.get(
    '/education/topics',
    { preHandler: app.authenticate, schema: { tags, response: { 200: TopicListSchema, ...errors } } },
    async () => service.listTopics(app.db),
  );

  app.get(
    '/education/save-education-modules',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: SavedModulesQuerySchema, response: { 200: SavedModulesResponseSchema, ...errors } },
    },
    async (req) => service.listSavedModules(app.db, member(req), req.query),
  );

  app.post(
    '/education/save-education-modules',
    {
      preHandler: app.authenticate,
      schema: { tags, body: SaveModuleBodySchema, response: { 200: SaveModuleResponseSchema, ...errors } },
    },
    async (req) => service.saveModule(app.db, member(req), req.body.educationModuleId),
  );

  app.delete(
    '/education/save-education-modules',
    {
      preHandler: app.authenticate,
      schema: { tags, body: SaveModuleBodySchema, response: { 200: SaveModuleResponseSchema, ...errors } },
    },
    async (req) => service.unsaveModule(app.db, member(req), req.body.educationModuleId),
  );

  app.get(
    '/education/modules/search',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: ModuleSearchQuerySchema, response: { 200: ModuleSearchResponseSchema, ...errors } },
    },
    async (req) => service.searchModules(app.db, member(req), req.query),
  );
};
export default modulesRoutes;
