import { runContentSchedule } from '../features/console-content/content-schedule.service.js';
import type { BackgroundJob } from './job.js';

/**
 * The content schedule (issue 11): publishes scheduled versions whose time came, withdraws live
 * items at their review-by date, and warns their editor 30 days before. Safe on several workers:
 * every step claims its rows atomically.
 */
export const contentScheduleJob: BackgroundJob = {
  name: 'content-schedule',
  start(ctx) {
    let stopped = false;
    let current: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    // Scheduled publishing is promised to the minute (CONTENT_SCHEDULE_INTERVAL_MS, default 60 s).
    const interval = ctx.env.CONTENT_SCHEDULE_INTERVAL_MS;
    const tick = () => {
      current = runContentSchedule(ctx)
        .then((done) => {
          if (done.published + done.expired + done.warned > 0) ctx.log.info(done, 'content schedule round');
        })
        .catch((err: unknown) => ctx.log.warn({ err: (err as Error).message }, 'content schedule round failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, interval);
        });
    };
    timer = setTimeout(tick, 0);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    };
  },
};
