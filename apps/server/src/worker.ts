import path from 'node:path';
import pino from 'pino';
import { loadEnv } from './config/env.js';
import { loadDeployment } from './config/deployment.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startBackgroundJobs } from './jobs/index.js';

/** Background work alone, for deployments that run N web instances beside one worker. */
const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database runs its jobs inside `npm start`.');
  process.exit(1);
}
const log = pino({ level: env.LOG_LEVEL });
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, 'pglite'), log });
await migrateToLatest(database.db);
const stop = startBackgroundJobs({ db: database.db, env, deployment: loadDeployment(), log });
log.info('worker started');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
