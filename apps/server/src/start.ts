import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.js';
import type { Deployment } from './config/deployment.js';
import { assertProductionReady } from './config/production-guard.js';
import { ensureSecretKey } from './config/secret-key.js';
import { openDatabase } from './db/database.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { migrateToLatest } from './db/migrate.js';
import { bootstrapEmptyDatabase } from './seed/first-start.js';
import { hasSampleData } from './seed/sample/index.js';
import { buildApp } from './app.js';
import { loggerOptions } from './plugins/logging.js';
import { closeGracefully } from './plugins/shutdown.js';
import { cliSocketPath, serveCliSocket } from './cli/local-socket.js';
import { startBackgroundJobs } from './jobs/index.js';
import { fileStorage } from './core/storage/file-storage.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<'closed' | 'timeout'>;
}

/** Opens the database, migrates, bootstraps a first start, listens, and starts background jobs. */
export async function startServer(
  given: Env,
  deployment: Deployment,
  opts: { runJobs?: boolean } = {},
): Promise<RunningServer> {
  const env = ensureSecretKey(given);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, 'pglite'),
    poolMax: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
    // The app's own logger comes later; lost connections are worth a line from the start.
    log: pino(loggerOptions(env.LOG_LEVEL)),
  });
  await migrateToLatest(database.db);
  assertProductionReady(env, deployment, await hasSampleData(database.db));

  const firstAdmin =
    database.kind === 'pglite' ? await bootstrapEmptyDatabase(database.db, deployment, fileStorage(env)) : null;
  if (firstAdmin) {
    // Printed once, as soon as it is committed (before anything else can fail): it is stored only as
    // a hash. A lost one is replaced with `npm run cli -- user:password --email ...`.
    console.log(
      `\n  First start: ${deployment.sampleContent ? 'sample content loaded (marked as sample).' : 'no sample content.'}\n  Admin account: ${firstAdmin.email}\n  Password:      ${firstAdmin.password}\n  (shown only this once; change it after signing in, or set a new one with\n   npm run cli -- user:password --email ${firstAdmin.email})\n`,
    );
  }
  const app = await buildApp({ env, deployment, database });
  const stopJobs =
    opts.runJobs === false ? async () => {} : startBackgroundJobs({ db: database.db, env, deployment, log: app.log });
  const stopCli =
    database.kind === 'pglite'
      ? await serveCliSocket(
          { db: database.db, deployment, dataDir: env.dataDir, storage: fileStorage(env), database },
          cliSocketPath(env.dataDir),
        )
      : async () => {};
  app.addHook('preClose', async () => {
    await stopJobs();
    await stopCli();
  });
  app.addHook('onClose', async () => unlock());

  await app.listen({ port: env.PORT, host: env.HOST });
  // Where files go, never with credentials (location is a folder or s3://bucket/prefix).
  app.log.info({ storage: fileStorage(env).kind, location: fileStorage(env).location }, 'file storage');
  const url = env.publicUrl;
  console.log(`  ${deployment.siteName} is running at ${url}\n`);
  return { app, url, stop: () => closeGracefully(app) };
}
