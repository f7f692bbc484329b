import { SITE_ROUTES, VERIFICATION_ERROR_CODES } from '@aatd/contract';
import { recordAudit } from '../audit/audit.repository.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { forgetListTotal } from '../pagination.js';
import { approvalMail, recipientOf, rejectionMail } from '../mail/templates/index.js';
import { announceNotified, notify } from '../notifications/notify.js';
import type { ServiceContext } from '../service-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { decideRequest, PENDING_QUEUE_TOTAL_KEY, requestExists } from './hcp-requests.repository.js';

export type VerificationVerdict = { approve: true } | { approve: false; reason: string };

/**
 * The one place an HCP verification request is decided, for the verification queue and the member
 * page alike: only a pending request (two admins cannot both decide), the member mailed either way
 * (with the reason if rejected), and the decision audited, all in one transaction. The queue's
 * kept total is forgotten after it, so the admin sees the request leave at once. Callers check
 * that the actor is an admin first.
 */
export async function decideHcpRequest(
  ctx: ServiceContext,
  adminId: number,
  requestId: number,
  verdict: VerificationVerdict,
): Promise<{ id: number; userId: number; status: 'approved' | 'rejected' }> {
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const member = await decideRequest(trx, requestId, adminId, verdict);
    if (!member) {
      if (!(await requestExists(trx, requestId))) throw notFound('The verification request');
      throw new AppError(409, VERIFICATION_ERROR_CODES.alreadyDecided, 'This request has already been decided.');
    }
    const recipient = recipientOf(member);
    const brand = mailBrand(ctx);
    await enqueueMail(
      trx,
      verdict.approve
        ? approvalMail(brand, recipient, member.has_password)
        : rejectionMail(brand, recipient, verdict.reason),
    );
    const status = verdict.approve ? ('approved' as const) : ('rejected' as const);
    await recordAudit(trx, {
      actorId: adminId,
      action: verdict.approve ? 'verification.approve' : 'verification.reject',
      target: { type: 'user', id: member.id },
      fromState: 'pending',
      toState: status,
      details: { requestId, ...(verdict.approve ? {} : { reason: verdict.reason }) },
    });
    // Her bell too: the mail may be missed, the notice stays until she reads it.
    const notified = await notify(trx, ctx, {
      kind: 'verificationDecided',
      recipients: [member.id],
      actorId: null,
      link: SITE_ROUTES.accounts,
      subject: verdict.approve
        ? 'Your healthcare professional verification was approved.'
        : `Your healthcare professional verification was not approved: ${verdict.reason}`.slice(0, 300),
      groupKey: `verification:${requestId}`,
    });
    return { decided: { id: requestId, userId: member.id, status }, notified };
  });
  forgetListTotal(PENDING_QUEUE_TOTAL_KEY);
  await announceNotified(ctx, decided.notified);
  return decided.decided;
}
