import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  ConferenceDetailSchema,
  ConferenceListQuerySchema,
  ConferenceListResponseSchema,
  ConferenceParamsSchema,
} from '@aatd/contract';
import * as service from './conferences.service.js';

/** Conference highlights (spec part 2 §2.3, §7). Ratings, comments and sharing use the engagement routes. */
const conferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conference highlights'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/conference-highlights',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: ConferenceListQuerySchema,
        response: { 200: ConferenceListResponseSchema, ...errors },
      },
    },
    async (req) => service.listConferences(app.db, req.member!.id, req.query),
  );

  app.get(
    '/information/conference/:conferenceId',
    {
      preHandler: app.authenticate,
      schema: { tags, params: ConferenceParamsSchema, response: { 200: ConferenceDetailSchema, ...errors } },
    },
    async (req) => service.getConference(app.db, req.member!.id, req.params.conferenceId),
  );
};
export default conferencesRoutes;
