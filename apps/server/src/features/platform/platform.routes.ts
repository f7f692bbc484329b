import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, SiteConfigSchema } from '@aatd/contract';
import { checkHealth, siteConfig } from './platform.service.js';

const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // A few dozen bytes, far under the compression threshold: no compression hooks.
      compress: false,
      schema: { tags: ['platform'], response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_req, reply) => {
      const health = await checkHealth(app);
      reply.status(health.status === 'ok' ? 200 : 503);
      return health;
    },
  );

  app.get('/site', { schema: { tags: ['platform'], response: { 200: SiteConfigSchema } } }, async () =>
    siteConfig(app),
  );
};
export default platformRoutes;
