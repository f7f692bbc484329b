import { UNDELIVERED_PAGE_SIZE, type UndeliveredMail } from '@aatd/contract';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { discardDeadMail, findDeadMail, listDeadMails, requeueDeadMail } from '../../core/mail/mail.repository.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';

const REFUSAL = 'Only admins may see undelivered mail.';
const WHAT = 'The undelivered mail';

type DeadRow = NonNullable<Awaited<ReturnType<typeof findDeadMail>>>;

const iso = (d: Date | string) => new Date(d).toISOString();

const present = (r: DeadRow): UndeliveredMail => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: iso(r.created_at),
  deadAt: iso(r.dead_at ?? r.created_at),
});

/** The dead-letter list, newest first. */
export async function listUndelivered(ctx: ServiceContext, actor: Actor, q: { page: number; limit?: number }) {
  requireRole(actor, 'admin', REFUSAL);
  const window = pageWindow(q.page, q.limit ?? UNDELIVERED_PAGE_SIZE);
  const { rows, total } = await listDeadMails(ctx.db, window);
  return paginate(rows.map(present), total, window);
}

/**
 * Retry puts the mail back in the outbox with a fresh count of tries; discard drops it for good.
 * Each is audited with the mail's subject (never its body, which may hold a member's link).
 */
export async function actOnUndelivered(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  action: 'retry' | 'discard',
): Promise<{ ok: true }> {
  const admin = requireRole(actor, 'admin', REFUSAL);
  await ctx.db.transaction().execute(async (trx) => {
    const mail = await findDeadMail(trx, id);
    if (!mail) throw notFound(WHAT);
    const done = action === 'retry' ? await requeueDeadMail(trx, id) : await discardDeadMail(trx, id);
    if (!done) throw notFound(WHAT);
    await recordAudit(trx, {
      actorId: admin.id,
      action: action === 'retry' ? 'mail.retry' : 'mail.discard',
      target: { type: 'mail', id },
      fromState: 'dead',
      toState: action === 'retry' ? 'pending' : 'discarded',
      details: { subject: mail.subject, attempts: mail.attempts, lastError: mail.last_error },
    });
  });
  return { ok: true };
}
