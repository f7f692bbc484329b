import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  EducationListQuerySchema,
  EducationListResponseSchema,
  EducationPostDetailSchema,
  EducationPostParamsSchema,
  EducationSlugParamsSchema,
} from '@aatd/contract';
import { getCategoryPost, listCategoryPosts } from './education.service.js';

/**
 * Education categories on the posts model (spec part 2 §2.1, §2.2, §2.5, §7). The static paths of
 * this prefix (education-modules, topics, prevalence, ...) win over these parametric ones.
 */
const educationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['education'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/education/:slug',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: EducationSlugParamsSchema,
        querystring: EducationListQuerySchema,
        response: { 200: EducationListResponseSchema, ...errors },
      },
    },
    async (req) => listCategoryPosts(app, req.member, req.params.slug, req.query),
  );

  app.get(
    '/education/:slug/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: EducationPostParamsSchema, response: { 200: EducationPostDetailSchema, ...errors } },
    },
    async (req) => getCategoryPost(app, req.member, req.params.slug, req.params.id),
  );
};
export default educationRoutes;
