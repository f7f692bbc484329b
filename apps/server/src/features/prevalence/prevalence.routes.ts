import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PrevalenceResponseSchema } from '@aatd/contract';
import { getPrevalence } from './prevalence.service.js';

/** The prevalence map's data (spec part 2 §2.6): members only, like every education page. */
const prevalenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/education/prevalence',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['education'],
        summary: 'Estimated Pi*ZZ numbers by region and country, with their sources',
        response: { 200: PrevalenceResponseSchema },
      },
    },
    async (req) => getPrevalence(app, req.member),
  );
};
export default prevalenceRoutes;
