import { applyRetention } from '../core/retention/apply-retention.js';
import { repeatingJob } from './job.js';

/**
 * Every 15 minutes: expired sign-in rows, spent links and delivered mails past the deployment's
 * retention settings. Expired rows are already ignored on read; this keeps personal data no
 * longer than stated and the tables small.
 */
export const retentionJob = repeatingJob('retention', 15 * 60_000, async (ctx) => {
  const purged = await applyRetention(ctx.db, ctx.deployment.retention);
  if (purged.links + purged.mails > 0) ctx.log.info(purged, 'retention round');
});
