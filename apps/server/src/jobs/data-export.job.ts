import { runDataExportRound } from '../features/gdpr/gdpr.service.js';
import type { BackgroundJob } from './job.js';

const INTERVAL_MS = 3_000;

/**
 * "Download my data" (issue 15): builds waiting exports one at a time, mails their single-use
 * links and retires expired ones. Safe on several workers: each export is claimed atomically.
 */
export const dataExportJob: BackgroundJob = {
  name: 'data-export',
  start(ctx) {
    let stopped = false;
    let current: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      current = (async () => {
        // Drain what is waiting, then rest.
        while (!stopped && (await runDataExportRound(ctx)) !== null);
      })()
        .catch((err: unknown) => ctx.log.warn({ err: (err as Error).message }, 'data export round failed'))
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
