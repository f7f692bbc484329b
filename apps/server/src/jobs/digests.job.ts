import { NEWS_CURATION, NEWS_TAGS, SITE_ROUTES } from '@aatd/contract';
import { enqueueMails } from '../core/mail/mail.repository.js';
import { journalWatchDigestMail, weeklySummaryMail } from '../core/notifications/digest-mails.js';
import { lastMonth, lastWeek, type DigestPeriod } from '../core/notifications/digest-periods.js';
import {
  claimDigests,
  journalWatchCandidates,
  weeklyCandidates,
  weeklySummaryLines,
  type ClaimedDigest,
  type Digest,
} from '../core/notifications/digests.repository.js';
import { insertNotifications } from '../core/notifications/notifications.repository.js';
import { journalWatchMonth } from '../core/posts/posts.repository.js';
import type { Db } from '../db/database.js';
import { repeatingJob, type JobContext } from './job.js';
import { dateFormat } from '../lib/date-format.js';

/** When the run is (the periods follow from it), when to hand back early, and members per batch. */
export interface DigestRun {
  now?: Date;
  stopping?: () => boolean;
  batch?: number;
}

/**
 * Sends one digest of one period, batch by batch: each batch claims its members and writes their
 * mails (and notices) in one transaction, so a mail exists only with its claim. A worker that
 * stops between batches, or dies in one (its transaction rolls back), leaves the rest to the next
 * run; a second worker running at the same time claims only members the first did not. Answers
 * how many members were claimed.
 */
async function sendDigest(
  ctx: JobContext,
  digest: Digest,
  period: DigestPeriod,
  items: number,
  candidates: (db: Db) => Promise<number[]>,
  write: (trx: Db, claimed: ClaimedDigest[]) => Promise<void>,
  stopping: () => boolean,
): Promise<number> {
  const validityMonths = ctx.deployment.hcpVerification.validityMonths;
  let claimedTotal = 0;
  while (!stopping()) {
    const ids = await candidates(ctx.db);
    if (ids.length === 0) break;
    claimedTotal += await ctx.db.transaction().execute(async (trx) => {
      const claimed = await claimDigests(trx, { digest, period, ids, items, validityMonths });
      if (claimed.length > 0) await write(trx, claimed);
      return claimed.length;
    });
  }
  return claimedTotal;
}

/**
 * The monthly Journal Watch digest of the last finished month: every member who did not turn it
 * off hears of the new month under the bell; those who chose e-mail (the default) get the month's
 * top items by impact factor with their summaries. A month without items sends nothing.
 */
export async function sendJournalWatchDigest(ctx: JobContext, run: DigestRun = {}): Promise<number> {
  const period = lastMonth(run.now ?? new Date());
  const items = (await journalWatchMonth(ctx.db, period.start, NEWS_TAGS.journalWatch)).slice(
    0,
    NEWS_CURATION.journalWatchPerMonth,
  );
  if (items.length === 0) return 0;
  const validityMonths = ctx.deployment.hcpVerification.validityMonths;
  return sendDigest(
    ctx,
    'journalWatch',
    period,
    items.length,
    (db) => journalWatchCandidates(db, period, validityMonths, run.batch),
    async (trx, claimed) => {
      await insertNotifications(trx, {
        kind: 'journalWatchMonth',
        recipients: claimed.map((c) => c.member_id),
        actorId: null,
        link: SITE_ROUTES.journalWatch,
        subject: `Journal Watch, ${dateFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(period.start)}`,
        groupKey: `journalWatch:${period.key}`,
      });
      await enqueueMails(
        trx,
        claimed.filter((c) => c.emailed).map((c) => journalWatchDigestMail(ctx, c, period.start, items)),
      );
    },
    run.stopping ?? (() => false),
  );
}

/** The weekly summary of the last finished week, to members who send some kinds to it. */
export async function sendWeeklySummaries(ctx: JobContext, run: DigestRun = {}): Promise<number> {
  const period = lastWeek(run.now ?? new Date());
  const validityMonths = ctx.deployment.hcpVerification.validityMonths;
  return sendDigest(
    ctx,
    'weekly',
    period,
    0,
    (db) => weeklyCandidates(db, period, validityMonths, run.batch),
    async (trx, claimed) => {
      const lines = await weeklySummaryLines(
        trx,
        claimed.map((c) => c.member_id),
        period,
      );
      const mails = claimed.flatMap((c) => {
        const mine = lines.filter((l) => l.member_id === c.member_id);
        return mine.length > 0 ? [weeklySummaryMail(ctx, c, mine)] : [];
      });
      await enqueueMails(trx, mails);
    },
    run.stopping ?? (() => false),
  );
}

/** Hourly: each digest goes out within the hour after its period ends, once per member. */
export const digestsJob = repeatingJob('digests', 60 * 60_000, async (ctx, stopping) => {
  const journalWatch = await sendJournalWatchDigest(ctx, { stopping });
  const weekly = stopping() ? 0 : await sendWeeklySummaries(ctx, { stopping });
  if (journalWatch + weekly > 0) ctx.log.info({ journalWatch, weekly }, 'digests sent');
});
