import { runQueuedImports } from '../features/console-content/ghost-import.service.js';
import { repeatingJob } from './job.js';

/**
 * Ghost imports queued in the console: each runs as the editor who queued it, with
 * progress the console shows. Safe on several workers: a job is claimed with skip locked. An
 * editor waits at the screen for it, so queued imports are looked for every second.
 */
export const contentImportJob = repeatingJob('content-import', 1_000, async (ctx) => {
  const ran = await runQueuedImports(ctx);
  if (ran > 0) ctx.log.info({ ran }, 'content imports ran');
});
