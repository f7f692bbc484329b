import { runContentSchedule } from '../features/console-content/content-schedule.service.js';
import { repeatingJob } from './job.js';

/**
 * The content schedule: publishes scheduled versions whose time came, withdraws live
 * items at their review-by date, and warns their editor 30 days before. Safe on several workers:
 * every step claims its rows atomically. Publishing is promised to the minute
 * (CONTENT_SCHEDULE_INTERVAL_MS, default 60 s).
 */
export const contentScheduleJob = repeatingJob(
  'content-schedule',
  (ctx) => ctx.env.CONTENT_SCHEDULE_INTERVAL_MS,
  async (ctx) => {
    const done = await runContentSchedule(ctx);
    if (done.published + done.expired + done.warned > 0) ctx.log.info(done, 'content schedule round');
  },
);
