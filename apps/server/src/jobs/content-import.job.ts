import { runQueuedImports } from '../features/console-content/ghost-import.service.js';
import type { BackgroundJob } from './job.js';

/** An editor waits at the screen for it: look for queued imports every second. */
const INTERVAL_MS = 1_000;

/**
 * Ghost imports queued in the console (issue 11): each runs as the editor who queued it, with
 * progress the console shows. Safe on several workers: a job is claimed with skip locked.
 */
export const contentImportJob: BackgroundJob = {
  name: 'content-import',
  start(ctx) {
    let stopped = false;
    let current: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      current = runQueuedImports(ctx)
        .then((ran) => {
          if (ran > 0) ctx.log.info({ ran }, 'content imports ran');
        })
        .catch((err: unknown) => ctx.log.warn({ err: (err as Error).message }, 'content import failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, INTERVAL_MS);
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
