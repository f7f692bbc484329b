import { purgeExpiredIdentityRows } from '../core/sessions/expired-identity-rows.repository.js';
import type { BackgroundJob } from './job.js';

const INTERVAL_MS = 15 * 60_000;

/** Every 15 minutes; expired rows are already ignored on read, this only keeps the tables small. */
export const identityCleanupJob: BackgroundJob = {
  name: 'identity-cleanup',
  start(ctx) {
    let current: Promise<unknown> = Promise.resolve();
    const tick = () => {
      current = purgeExpiredIdentityRows(ctx.db).catch((err: unknown) =>
        ctx.log.warn({ err: (err as Error).message }, 'identity clean-up failed'),
      );
    };
    const timer = setInterval(tick, INTERVAL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  },
};
