import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { Env } from '../config/env.js';
import type { Deployment } from '../config/deployment.js';
import { trackJob, type JobRecord } from '../core/job-records.js';

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

/**
 * A job that runs `round` at once and then `intervalMs` after each round ends (never two rounds at
 * a time). A failed round is logged and the next one still comes; stopping waits for the round
 * in progress. `stopping` lets a long round hand back its work early.
 */
export function repeatingJob(
  name: string,
  intervalMs: number | ((ctx: JobContext) => number),
  round: (ctx: JobContext, stopping: () => boolean) => Promise<unknown>,
): BackgroundJob {
  return {
    name,
    start(ctx) {
      const interval = typeof intervalMs === 'function' ? intervalMs(ctx) : intervalMs;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let current: Promise<unknown> = Promise.resolve();
      const record: JobRecord = {
        name,
        intervalMs: interval,
        runs: 0,
        failures: 0,
        lastStartedAt: performance.now(),
        lastFinishedAt: performance.now(),
        running: false,
      };
      const untrack = trackJob(record);
      const tick = () => {
        record.running = true;
        record.lastStartedAt = performance.now();
        current = round(ctx, () => stopped)
          .catch((err: unknown) => {
            record.failures++;
            ctx.log.warn({ job: name, err: (err as Error).message }, `${name} round failed`);
          })
          .finally(() => {
            record.runs++;
            record.running = false;
            record.lastFinishedAt = performance.now();
            if (!stopped) timer = setTimeout(tick, interval);
          });
      };
      timer = setTimeout(tick, 0);
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await current;
        untrack();
      };
    },
  };
}
