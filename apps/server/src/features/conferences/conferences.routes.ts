import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  ConferenceDetailSchema,
  ConferenceListQuerySchema,
  ConferenceListResponseSchema,
  ConferenceParamsSchema,
} from '@aatd/contract';
import { getConference, listConferences } from './conferences.service.js';

/** Conference highlights (spec part 2 §2.3, §7). Ratings, comments and sharing use the engagement routes. */
const conferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conference highlights'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/conference-highlights',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: ConferenceListQuerySchema,
        response: { 200: ConferenceListResponseSchema, ...errors },
      },
    },
    async (req) => listConferences(app, req.member, req.query),
  );

  app.get(
    '/information/conference/:conferenceId',
    {
      onRequest: app.authenticate,
      schema: { tags, params: ConferenceParamsSchema, response: { 200: ConferenceDetailSchema, ...errors } },
    },
    async (req) => getConference(app, req.member, req.params.conferenceId),
  );
};
export default conferencesRoutes;
