import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema, RatingBodySchema, RatingResultSchema } from '@aatd/contract';
import { rateArticle } from './ratings.service.js';

/** Rating an article or post, 1 to 5 stars, once per member (part 1 §7). */
const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rating/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['ratings'],
        params: IdParamsSchema,
        body: RatingBodySchema,
        response: {
          200: RatingResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (req) => rateArticle(app, req.member, req.params.id, req.body),
  );
};
export default ratingsRoutes;
