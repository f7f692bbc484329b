import {
  advanceFanout,
  claimFanout,
  nextFollowers,
  pruneFanouts,
} from '../core/notifications/follow-fanout.repository.js';
import { notify } from '../core/notifications/notify.js';
import { repeatingJob, type JobContext } from './job.js';

/** Followers told per transaction: a short lock and a bounded statement, however many follow. */
export const FANOUT_BATCH = 500;

/**
 * Writes one batch of one queued follow notice (publications, content-steps.ts): the followers
 * after the last batch, through notify (the same rules as every notification: not the publisher,
 * nobody erased, suspended or with the kind off; e-mail at once where chosen), and the cursor, in
 * one transaction, so a restart resumes after the last batch that committed and writes none twice.
 * Answers whether there was work.
 */
export async function fanOutBatch(ctx: JobContext, batch = FANOUT_BATCH): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const fanout = await claimFanout(trx);
    if (!fanout) return false;
    const followers = await nextFollowers(trx, fanout, batch);
    if (followers.length > 0) {
      await notify(trx, ctx, {
        kind: fanout.kind,
        recipients: followers,
        actorId: fanout.actor_id,
        link: fanout.link,
        subject: fanout.subject,
        groupKey: fanout.group_key,
      });
    }
    await advanceFanout(trx, fanout.id, followers.at(-1) ?? fanout.after_member_id, followers.length < batch);
    return true;
  });
}

/**
 * Works through the queued follow notices (their counts reach open tabs at the next stream
 * opening), then forgets the ones finished long ago.
 */
export const followFanoutJob = repeatingJob('follow-fanout', 30_000, async (ctx, stopping) => {
  let batches = 0;
  while (!stopping() && (await fanOutBatch(ctx))) batches += 1;
  await pruneFanouts(ctx.db);
  if (batches > 0) ctx.log.info({ batches }, 'follow notices written');
});
