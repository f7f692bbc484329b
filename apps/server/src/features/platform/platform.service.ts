import type { FastifyInstance } from 'fastify';
import type { HealthSchema, SiteConfig } from '@aatd/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/service-context.js';
import { pingDatabase } from '../../db/database.js';
import { presentSiteConfig } from './platform.presenter.js';

/** GET /api/health, for anyone (load balancers): which database, and whether it answers. */
export async function checkHealth(
  ctx: ServiceContext & Pick<FastifyInstance, 'dbKind'>,
): Promise<z.infer<typeof HealthSchema>> {
  const body = { database: ctx.dbKind, uptimeSeconds: Math.round(process.uptime()) };
  try {
    await pingDatabase(ctx.db);
    return { status: 'ok', ...body };
  } catch {
    return { status: 'degraded', ...body };
  }
}

/** GET /api/site, for anyone: the deployment's wording and switches the browser needs. */
export const siteConfig = (ctx: ServiceContext): SiteConfig => presentSiteConfig(ctx.deployment);
