import { eraseDueAccounts } from '../core/users/erase-account.js';
import type { BackgroundJob } from './job.js';

const INTERVAL_MS = 5 * 60_000;

/** Anonymises accounts whose cooling-off period ended (issue 15); each account is claimed atomically. */
export const accountErasureJob: BackgroundJob = {
  name: 'account-erasure',
  start(ctx) {
    let stopped = false;
    let current: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      current = eraseDueAccounts(ctx)
        .then((ids) => {
          if (ids.length) ctx.log.info({ erased: ids.length }, 'accounts erased');
        })
        .catch((err: unknown) => ctx.log.warn({ err: (err as Error).message }, 'account erasure round failed'))
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
