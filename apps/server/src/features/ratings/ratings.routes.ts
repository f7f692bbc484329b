import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  OwnRatingSchema,
  RatingBodySchema,
  RatingResultSchema,
} from '@aatd/contract';
import { ownRating, rateArticle } from './ratings.service.js';

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

  // A card's rating popup asks first, so a member who has rated is told so before picking stars.
  app.get(
    '/rating/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['ratings'],
        params: IdParamsSchema,
        response: {
          200: OwnRatingSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (req) => ownRating(app, req.member, req.params.id),
  );
};
export default ratingsRoutes;
