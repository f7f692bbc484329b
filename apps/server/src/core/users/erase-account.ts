import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { mailBrand, sendMail } from '../mail/mail.service.js';
import { recipientOf } from '../mail/templates/index.js';
import { erasureScheduledMail } from '../mail/templates/privacy.js';
import { deleteExportFile } from '../media/export-storage.js';
import { deletePhoto } from '../media/photo-storage.js';
import type { ServiceContext } from '../service-context.js';
import { endSessions } from '../sessions/token-sessions.repository.js';
import {
  anonymiseAccount,
  cancelScheduledErasure,
  claimDueErasure,
  exportFileKeys,
  findPendingErasure,
  scheduleErasure,
} from './account-erasure.repository.js';
import { findUserById } from './users.repository.js';
import { fileStorage } from '../storage/file-storage.js';

/**
 * Account erasure (GDPR art. 17), here in core so the member's own request and the admin
 * console use one implementation. The request waits a cooling-off period during which signing in
 * cancels it; then eraseDueAccounts anonymises the account. Every step is audited.
 */

/** Who asked: the member themself, or staff / the operator acting for them (who say why). */
export type ErasureActor = { actorId: number; actorLabel?: string; ip?: string | null; reason?: string };

/** Starts the cooling-off period and signs the member out everywhere, so only a new sign-in (which cancels) lets them back. */
export async function requestErasure(
  ctx: Pick<ServiceContext, 'db' | 'deployment' | 'env'>,
  userId: number,
  by: ErasureActor,
) {
  const days = ctx.deployment.gdpr.coolingOffDays;
  return ctx.db.transaction().execute(async (trx) => {
    const scheduled = await scheduleErasure(trx, userId, days);
    const user = scheduled && (await findUserById(trx, userId));
    if (!scheduled || !user) return null;
    await endSessions(trx, userId);
    await recordAudit(trx, {
      actorId: by.actorId,
      ...(by.actorLabel !== undefined && { actorLabel: by.actorLabel }),
      ip: by.ip ?? null,
      action: 'account.erasure-request',
      target: { type: 'user', id: userId },
      toState: 'erasure_scheduled',
      details: {
        eraseAfter: scheduled.erase_after,
        coolingOffDays: days,
        comments: ctx.deployment.gdpr.erasedComments,
        ...(by.reason !== undefined && { reason: by.reason }),
      },
    });
    // The member is told whoever asked (they were just signed out everywhere), with how to cancel.
    await sendMail(
      trx,
      erasureScheduledMail(mailBrand(ctx), recipientOf(user), {
        bySelf: by.actorId === userId,
        after: new Date(scheduled.erase_after!),
        days,
        comments: ctx.deployment.gdpr.erasedComments,
      }),
    );
    return scheduled;
  });
}

/**
 * A sign-in during the cooling-off period cancels the erasure; answers whether it did. Every
 * sign-in runs one read; only the rare sign-in that cancels opens a transaction for the audit.
 */
export async function cancelErasureOnSignIn(db: Db, userId: number): Promise<boolean> {
  const pending = await findPendingErasure(db, userId);
  if (!pending) return false;
  return db.transaction().execute(async (trx) => {
    const cancelled = await cancelScheduledErasure(trx, userId);
    if (cancelled) {
      await recordAudit(trx, {
        actorId: userId,
        action: 'account.erasure-cancel',
        target: { type: 'user', id: userId },
        fromState: 'erasure_scheduled',
        toState: 'active',
        details: { by: 'sign-in' },
      });
    }
    return cancelled;
  });
}

/**
 * Anonymises one account whose cooling-off period ended, if any; answers its id. Files go after
 * the transaction commits, so a rollback never leaves a row pointing at a deleted file.
 */
export async function eraseNextDueAccount(ctx: Pick<ServiceContext, 'db' | 'deployment' | 'env'>) {
  const erased = await ctx.db.transaction().execute(async (trx) => {
    const due = await claimDueErasure(trx);
    if (!due) return null;
    const files = await exportFileKeys(trx, due.id);
    await endSessions(trx, due.id);
    await anonymiseAccount(trx, due.id, ctx.deployment.gdpr.erasedComments);
    await recordAudit(trx, {
      actorId: null,
      actorLabel: 'erasure job',
      action: 'account.erase',
      target: { type: 'user', id: due.id },
      fromState: 'erasure_scheduled',
      toState: 'erased',
      details: { comments: ctx.deployment.gdpr.erasedComments, safetyCases: 'retained' },
    });
    return { id: due.id, photo: due.image_path, files };
  });
  if (!erased) return null;
  await deletePhoto(fileStorage(ctx.env), erased.photo);
  for (const key of erased.files) await deleteExportFile(fileStorage(ctx.env), key);
  return erased.id;
}

/** Every account due now (the erasure job's round). */
export async function eraseDueAccounts(ctx: Pick<ServiceContext, 'db' | 'deployment' | 'env'>): Promise<number[]> {
  const done: number[] = [];
  for (let id = await eraseNextDueAccount(ctx); id !== null; id = await eraseNextDueAccount(ctx)) done.push(id);
  return done;
}
