import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementErrorCodes,
  ErrorResponseSchema,
  IdParamsSchema,
  RatingBodySchema,
  RatingResultSchema,
} from '@aatd/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import { ratePost } from './ratings.repository.js';

const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rating/:id',
    {
      preHandler: app.authenticate,
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
    async (req) => {
      const outcome = await ratePost(app.db, {
        postId: req.params.id,
        userId: req.member!.id,
        rating: req.body.rating,
        moduleType: req.body.moduleType,
      });
      if (outcome.status === 'notFound') throw notFound('The article');
      // The client maps this code to "You seem to have already rated the article previously".
      if (outcome.status === 'alreadyRated') {
        throw new AppError(409, EngagementErrorCodes.alreadyRated, EngagementErrorCodes.alreadyRated);
      }
      return { rating: outcome.rating, ratingsCount: outcome.ratingsCount, userRating: req.body.rating };
    },
  );
};
export default ratingsRoutes;
