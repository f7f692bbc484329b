import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, LivenessSchema, ReadinessSchema, SiteConfigSchema } from '@aatd/contract';
import { checkHealth, siteConfig } from './platform.service.js';
import { checkReadiness } from './readiness.service.js';
import { assertMayReadMetrics } from './metrics.service.js';

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

  // Liveness: only whether this process answers. A database outage must not restart healthy pods.
  app.get(
    '/health/live',
    { compress: false, schema: { tags: ['platform'], response: { 200: LivenessSchema } } },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  // Readiness: whether this instance should get traffic (503 while its database does not answer).
  app.get(
    '/health/ready',
    { schema: { tags: ['platform'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_req, reply) => {
      const ready = await checkReadiness(app);
      reply.status(ready.status === 'down' ? 503 : 200).header('cache-control', 'no-store');
      return ready;
    },
  );

  // Prometheus text format; the access check comes first (a token, or this machine only).
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    assertMayReadMetrics(app, req);
    const text = await app.metrics.registry.metrics();
    return reply
      .header('content-type', app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });

  app.get('/site', { schema: { tags: ['platform'], response: { 200: SiteConfigSchema } } }, async () =>
    siteConfig(app),
  );
};
export default platformRoutes;
