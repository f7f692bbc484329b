import type { Db } from '../db/database.js';
import type { Env } from '../config/env.js';
import type { Deployment } from '../config/deployment.js';
import type { Logger } from 'pino';
import { mailOutboxJob } from '../features/mail/mail.job.js';
import { identityCleanupJob } from '../features/identity/identity-cleanup.job.js';

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

/** Features append their jobs here; they run in the web process by default or in `npm run worker`. */
export const backgroundJobs: BackgroundJob[] = [mailOutboxJob, identityCleanupJob];

export function startBackgroundJobs(ctx: JobContext): () => Promise<void> {
  const stops = backgroundJobs.map((job) => job.start(ctx));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
