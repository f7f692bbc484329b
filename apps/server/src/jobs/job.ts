import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { Env } from '../config/env.js';
import type { Deployment } from '../config/deployment.js';

export interface JobContext {
  db: Db;
  env: Env;
  deployment: Deployment;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** A background loop (mail outbox, scheduled clean-ups). `start` returns its stop function. */
export interface BackgroundJob {
  name: string;
  start(ctx: JobContext): () => Promise<void>;
}
