import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '../config/env.js';
import { DeploymentSchema, type Deployment } from '../config/deployment.js';
import { buildApp } from '../app.js';
import type { DatabaseOptions } from '../db/database.js';
import { createTestDatabase } from './test-database.js';
import { attachQueryCounter, QueryCounter } from './query-count.js';

export interface TestAppOptions {
  deployment?: Partial<Deployment>;
  env?: Record<string, string>;
  /** PostgreSQL only: reach the test's database through this local port (a TCP proxy the test cuts). */
  databaseThroughPort?: number;
  /** PGlite only: the database lives in this empty folder (a test's small disk), not in memory. */
  embeddedDataDir?: string;
  /** Hears what the database layer logs (its own logger, as at start-up: not the app's). */
  databaseLog?: DatabaseOptions['log'];
  /** Extra routes or hooks a test needs, added before the app is sealed. */
  setup?: (app: FastifyInstance) => void;
}

/** The real app on a fresh database, for `app.inject` tests (its SQL counted for countQueries). Close it in afterAll. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join('/tmp', `aatd-test-${process.pid}-${Date.now()}`),
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const database = await createTestDatabase({
    ...(opts.env?.DB_POOL_MAX ? { poolMax: env.DB_POOL_MAX } : {}),
    ...(opts.env?.DB_ACQUIRE_TIMEOUT_MS ? { acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS } : {}),
    ...(opts.databaseThroughPort ? { throughPort: opts.databaseThroughPort } : {}),
    ...(opts.embeddedDataDir ? { embeddedDataDir: opts.embeddedDataDir } : {}),
    ...(opts.databaseLog ? { log: opts.databaseLog } : {}),
  });
  const deployment = DeploymentSchema.parse({ sampleContent: false, ...opts.deployment });
  const counter = new QueryCounter();
  const app = await buildApp({
    env,
    deployment,
    database: { ...database, db: database.db.withPlugin(counter) },
    logger: false,
  });
  attachQueryCounter(app, counter);
  opts.setup?.(app);
  await app.ready();
  return app;
}
