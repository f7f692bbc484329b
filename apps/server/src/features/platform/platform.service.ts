import type { FastifyInstance } from 'fastify';
import type { HealthSchema, SiteConfig } from '@aatd/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/service-context.js';
import { pingDatabase, type Db } from '../../db/database.js';
import { presentSiteConfig } from './platform.presenter.js';

/**
 * Monitors and load balancers poll health many times a second across instances: a database ping
 * that answered stands for the next second (polls arriving meanwhile wait for that same ping), so
 * polling cannot load the database. A failed ping stands for no one: the next poll tries again, and
 * an outage shows within a second.
 */
const PING_FRESH_MS = 1000;
const lastPing = new WeakMap<Db, { at: number; up: Promise<boolean> }>();

function databaseAnswers(db: Db): Promise<boolean> {
  const last = lastPing.get(db);
  if (last && performance.now() - last.at < PING_FRESH_MS) return last.up;
  const up = pingDatabase(db).then(
    () => true,
    () => {
      lastPing.delete(db);
      return false;
    },
  );
  lastPing.set(db, { at: performance.now(), up });
  return up;
}

/** GET /api/health, for anyone (load balancers): which database, and whether it answers. */
export async function checkHealth(
  ctx: ServiceContext & Pick<FastifyInstance, 'dbKind'>,
): Promise<z.infer<typeof HealthSchema>> {
  const body = { database: ctx.dbKind, uptimeSeconds: Math.round(process.uptime()) };
  return { status: (await databaseAnswers(ctx.db)) ? 'ok' : 'degraded', ...body };
}

/** GET /api/site, for anyone: the deployment's wording and switches the browser needs. */
export const siteConfig = (ctx: ServiceContext): SiteConfig => presentSiteConfig(ctx.deployment);
