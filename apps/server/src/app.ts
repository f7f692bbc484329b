import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Deployment } from './config/deployment.js';
import type { DatabaseHandle } from './db/database.js';
import { loggerOptions, requestLogger } from './plugins/logging.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerAnswerHeaders } from './plugins/security.js';
import { registerApiDocs } from './plugins/swagger.js';
import { registerAuth } from './plugins/auth.js';
import { registerAnnouncedCaches } from './core/announced-cache.js';
import { registerMetrics } from './core/metrics.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerEventBus } from './core/events/events.plugin.js';
import { registerOidc } from './features/identity/oidc/mount.js';
import { registerSpa } from './plugins/spa.js';
import { presentSiteConfig } from './features/platform/platform.presenter.js';
import { registerCompression } from './plugins/compression.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { featureRoutes } from './routes.js';
import { devMailPageRoutes } from './features/mail/dev-mail.routes.js';

export interface AppOptions {
  env: Env;
  deployment: Deployment;
  database: DatabaseHandle;
  /** Override the logger (tests pass false). */
  logger?: boolean;
  /** Where log lines go (tests capture them to check redaction). */
  logStream?: NodeJS.WritableStream;
  /** Web build to serve; tests may point elsewhere. */
  webDist?: string;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(opts.env.LOG_LEVEL), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    childLoggerFactory: requestLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Explicit timeouts so slow clients cannot hold sockets open forever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    trustProxy: opts.env.NODE_ENV === 'production',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: opts.env.NODE_ENV === 'test' }));

  app.decorate('env', opts.env);
  app.decorate('deployment', opts.deployment);
  app.decorate('db', opts.database.db);
  app.decorate('dbKind', opts.database.kind);
  app.decorate('drawnPages', {});
  app.addHook('onClose', async () => opts.database.close());
  // First, so every answer carries its request id and security set, errors and 404s included.
  registerAnswerHeaders(app);
  registerErrorHandling(app);
  await registerCompression(app);
  await registerApiDocs(app);
  registerMetrics(app, opts.database);
  registerAnnouncedCaches(app, opts.database);
  registerAuth(app);
  await registerRateLimit(app);
  registerEventBus(app);
  // The OpenID Provider at /oidc (outside /api), after the security headers so its pages get the CSP.
  await registerOidc(app);

  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  // The dev mailbox page (/dev/mail) lives outside /api; it registers nothing in production.
  await app.register(devMailPageRoutes);
  await registerSpa(app, opts.webDist ?? opts.env.WEB_DIST, { siteConfig: presentSiteConfig(app.deployment) });
  return app;
}
