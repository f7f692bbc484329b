import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, SiteConfigSchema } from '@aatd/contract';
import { pingDatabase } from '../../db/database.js';
import { presentSiteConfig } from './platform.presenter.js';

const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['platform'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_req, reply) => {
      const body = { database: app.dbKind, uptimeSeconds: Math.round(process.uptime()) };
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, ...body };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, ...body });
      }
    },
  );

  app.get('/site', { schema: { tags: ['platform'], response: { 200: SiteConfigSchema } } }, async () =>
    presentSiteConfig(app.deployment),
  );
};
export default platformRoutes;
