import { eraseDueAccounts } from '../core/users/erase-account.js';
import { repeatingJob } from './job.js';

/** Anonymises accounts whose cooling-off period ended; each account is claimed atomically. */
export const accountErasureJob = repeatingJob('account-erasure', 5 * 60_000, async (ctx) => {
  const ids = await eraseDueAccounts(ctx);
  if (ids.length) ctx.log.info({ erased: ids.length }, 'accounts erased');
});
