import { REVIEW_WARNING_DAYS } from '@aatd/contract';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { sendMail, mailBrand } from '../../core/mail/mail.service.js';
import { reviewDueMail } from '../../core/mail/templates/content-review.js';
import type { ServiceContext } from '../../core/service-context.js';
import { expireOverdue, findDueRevisions, findRevision, flagReviewWarnings } from './console-content.repository.js';
import { announceNotified, type Notified } from '../../core/notifications/notify.js';
import { applyPublish, notifySavedWithdrawn, runStep, type StepActor, type StepCtx } from './content-steps.js';

/** The schedule runs as the system: no member, a label in the audit log. */
export const SCHEDULE_ACTOR = { id: null, label: 'content schedule' } as const satisfies StepActor;

const BATCH = 100;

/** Thrown inside a step to roll it back quietly: another worker got there first. */
class AlreadyDone extends Error {}

/**
 * Publishes every scheduled revision whose time has come, each in its own transaction (the post
 * locked, the revision re-checked so two workers never publish it twice). Returns how many.
 */
export async function publishDueRevisions(ctx: StepCtx, now = new Date()): Promise<number> {
  let published = 0;
  for (const due of await findDueRevisions(ctx.db, now, BATCH)) {
    try {
      await runStep(ctx, SCHEDULE_ACTOR, due.post_id, null, async (trx, s) => {
        const revision = await findRevision(trx, due.post_id, due.number);
        if (!revision || revision.state !== 'scheduled' || !revision.publish_at || revision.publish_at > now) {
          throw new AlreadyDone();
        }
        const notified = await applyPublish(trx, ctx, s, revision, null);
        return {
          audit: 'content.publish',
          version: due.number,
          details: { scheduledFor: revision.publish_at.toISOString() },
          notified,
        };
      });
      published += 1;
    } catch (err) {
      if (!(err instanceof AlreadyDone)) throw err;
    }
  }
  return published;
}

/**
 * Live items whose review-by date is less than REVIEW_WARNING_DAYS away: their editor is mailed
 * once (through the outbox, in the same transaction as the flag) and the warning is audited.
 */
export async function warnReviewDue(ctx: Pick<ServiceContext, 'db' | 'env' | 'deployment'>, now = new Date()) {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await flagReviewWarnings(trx, now, REVIEW_WARNING_DAYS, BATCH);
    for (const item of due) {
      if (item.email) {
        await sendMail(
          trx,
          reviewDueMail(
            mailBrand(ctx),
            {
              email: item.email,
              name: `${item.title_prefix} ${item.first_name} ${item.last_name}`,
              locale: item.locale,
            },
            { id: item.id, title: item.title, reviewBy: item.review_by },
          ),
        );
      }
      await recordAudit(trx, {
        actorId: null,
        actorLabel: SCHEDULE_ACTOR.label,
        action: 'content.review_warning',
        target: { type: 'post', id: item.id },
        details: { reviewBy: item.review_by, editorId: item.editor_id, mailed: Boolean(item.email) },
      });
    }
    return due.length;
  });
}

/**
 * At the review-by date, live items leave the site (status 'expired'); each is audited, and whoever
 * saved one is told as of a withdrawal.
 */
export async function expireOverdueContent(ctx: StepCtx, now = new Date()) {
  const { count, notified } = await ctx.db.transaction().execute(async (trx) => {
    const expired = await expireOverdue(trx, now);
    const told: Notified = [];
    for (const item of expired) {
      told.push(...(await notifySavedWithdrawn(trx, ctx, item, null)));
      await recordAudit(trx, {
        actorId: null,
        actorLabel: SCHEDULE_ACTOR.label,
        action: 'content.expire',
        target: { type: 'post', id: item.id },
        fromState: 'published',
        toState: 'expired',
        version: item.number,
        details: { reviewBy: item.review_by },
      });
    }
    return { count: expired.length, notified: told };
  });
  if (ctx.log) await announceNotified({ events: ctx.events, log: ctx.log }, notified);
  return count;
}

/** One round of the schedule: publish what is due, take expired items off the site, warn editors. */
export async function runContentSchedule(ctx: StepCtx & Pick<ServiceContext, 'env' | 'deployment'>, now = new Date()) {
  const published = await publishDueRevisions(ctx, now);
  const expired = await expireOverdueContent(ctx, now);
  const warned = await warnReviewDue(ctx, now);
  return { published, expired, warned };
}
