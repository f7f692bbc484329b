import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConferenceDetailSchema, ConferenceListQuerySchema, ConferenceListResponseSchema, ConferenceParamsSchema } from '@aatd/contract';
import * as service from './conferences.service.js';

/** Conference highlights (spec part 2 §2.3, §7). Ratings, comments and sharing use the engagement routes. */
const conferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conference highlights'];

  app.get(
    '/conference-highlights',
    { preHandler: app.authenticate, schema: { tags, querystring: ConferenceListQuerySchema, response: { 200: ConferenceListResponseSchema } } },
    async (req) => service.listConferences(app.db, req.member!.id, req.query),
  );

  app.get(
    '/information/conference/:conferenceId',
    { preHandler: app.authenticate, schema: { tags, params: ConferenceParamsSchema, response: { 200: ConferenceDetailSchema } } },
    async (req) => service.getConference(app.db, req.member!.id, req.params.conferenceId),
  );
};
export default conferencesRoutes;
