import {
  IDENTITY_ERROR_CODES as C,
  RESEND_VERIFICATION_MESSAGE,
  VERIFY_EMAIL_ERROR_MESSAGES,
  VERIFY_EMAIL_STATUS,
  type HcpVerificationList,
  type MessageResponse,
  type VerificationDecision,
  type VerifyEmailResponse,
  type ReverificationBody,
  type VerificationValidity,
} from '@aatd/contract';
import { requireAccountHolder, requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { verificationValidity } from '../../core/verification/validity.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, conflict, unauthorized } from '../../lib/app-error.js';
import { isValidNpi } from '../../lib/npi.js';
import type { HcpRequestMethod } from '../../db/tables/identity-flows.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import { decideHcpRequest, type VerificationVerdict } from '../../core/verification/decide-verification.js';
import { sendVerificationLink } from '../../core/verification/verification-link.js';
import { findUserByEmail } from '../../core/users/users.repository.js';
import { consumeUserToken } from '../../core/users/user-tokens.repository.js';
import {
  findValidityFacts,
  reopenForRenewal,
  findUserWithRequest,
  listPendingRequests,
  recordEmailVerified,
} from './verification.repository.js';
import type { HcpEvidence } from '../../core/verification/hcp-requests.repository.js';
import { presentPendingRequest } from './verification.presenter.js';

const QUEUE_PAGE_SIZE = 10;

const tokenError = (code: 'tokenExpired' | 'invalidToken') =>
  new AppError(400, C[code], VERIFY_EMAIL_ERROR_MESSAGES[C[code]] ?? code);

/**
 * The member clicked the e-mail link. Then the HCP is verified at once when an automatic check
 * vouches for them (a DocCheck login confirmed at sign-up for Germany, or, when this deployment
 * enables it, a US NPI with a valid check digit); otherwise a request waits for an admin.
 * Provider-ID registrations always wait for the provider.
 */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<VerifyEmailResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const spent = await consumeUserToken(trx, token, 'verifyEmail');
    if (spent.status === 'expired') throw tokenError('tokenExpired');
    if (spent.status === 'invalid') throw tokenError('invalidToken');
    const user = await findUserWithRequest(trx, spent.userId);
    if (!user) throw tokenError('invalidToken');

    const evidence = (user.evidence ?? {}) as HcpEvidence;
    let method: HcpRequestMethod = user.method ?? (user.provider_id_user ? 'providerId' : 'review');
    let verified = false;
    if (!user.provider_id_user) {
      if (method === 'docCheck' && evidence.docCheck) {
        verified = true;
      } else if (ctx.deployment.npiInstantVerification && user.region === 'US' && user.professional_number) {
        const checkDigitValid = isValidNpi(user.professional_number);
        evidence.npi = { number: user.professional_number.trim(), checkDigitValid };
        if (checkDigitValid) {
          verified = true;
          method = 'npi';
        }
      }
    }
    try {
      await recordEmailVerified(trx, user.id, { verified, method, evidence });
    } catch (err) {
      ctx.log.error({ err: (err as Error).message, userId: user.id }, 'could not raise the verification request');
      throw new AppError(500, C.leadGenerationFailed, VERIFY_EMAIL_ERROR_MESSAGES[C.leadGenerationFailed] ?? 'Error');
    }
    return { status: verified ? VERIFY_EMAIL_STATUS.hcpVerifiedInstantly : VERIFY_EMAIL_STATUS.leadCreated };
  });
}

/**
 * A new e-mail link for a member whose link expired or went missing. Only an address still
 * waiting for verification gets mail; the answer is the same for every address.
 */
export async function resendVerificationEmail(ctx: ServiceContext, email: string): Promise<MessageResponse> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_verified_at) {
    await ctx.db.transaction().execute((trx) => sendVerificationLink(trx, mailBrand(ctx), user));
  }
  return { message: RESEND_VERIFICATION_MESSAGE };
}

/** The admin queue of pending requests, oldest first. A page past the end still reports the true total. */
export async function listVerificationQueue(
  ctx: ServiceContext,
  actor: Actor,
  q: { page: number; limit?: number | undefined },
): Promise<HcpVerificationList> {
  requireRole(actor, 'admin');
  const window = pageWindow(q.page, q.limit ?? QUEUE_PAGE_SIZE);
  const { rows, total } = await listPendingRequests(ctx.db, window);
  return paginate(rows.map(presentPendingRequest), total, window);
}

/** Approve or reject a pending request (core/verification/decide-verification.ts holds the rules). */
export async function decideVerification(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  decision: VerificationVerdict,
): Promise<VerificationDecision> {
  const admin = requireRole(actor, 'admin');
  const { status } = await decideHcpRequest(ctx, admin.id, id, decision);
  return { id, status };
}

/** The member's verification validity (open behind the gates: it is how they learn to renew). */
export async function getVerificationValidity(ctx: ServiceContext, actor: Actor): Promise<VerificationValidity> {
  const member = requireAccountHolder(actor);
  const facts = await findValidityFacts(ctx.db, member.id);
  if (!facts) throw unauthorized();
  return verificationValidity(
    { role: facts.role, hcpVerifiedAt: facts.hcp_verified_at, renewalPending: facts.renewal_pending },
    ctx.deployment.hcpVerification,
    new Date(),
  );
}

/**
 * POST /api/user/reverification: a member whose verification is about to run out (or has) confirms
 * their professional details. Where this deployment verifies US NPIs instantly, the number is
 * re-checked and a valid one renews at once; otherwise (DocCheck needs the member's own DocCheck
 * login, reviews need a person) the request goes to the provider's queue, whose approval restores
 * access. Open behind the verification gate, since it is the way through it.
 */
export async function requestReverification(
  ctx: ServiceContext,
  actor: Actor,
  body: ReverificationBody,
): Promise<VerificationValidity> {
  const member = requireAccountHolder(actor);
  const facts = await findValidityFacts(ctx.db, member.id);
  if (!facts) throw unauthorized();
  const validity = verificationValidity(
    { role: facts.role, hcpVerifiedAt: facts.hcp_verified_at, renewalPending: facts.renewal_pending },
    ctx.deployment.hcpVerification,
    new Date(),
  );
  if (validity.state === 'none' || validity.state === 'valid') {
    throw conflict('Your verification is not due for renewal yet.');
  }
  if (validity.renewalPending) throw conflict('Your re-verification request is already waiting for the provider.');

  const professionalNumber = body.professionalNumber?.trim() || null;
  const evidence: HcpEvidence & { renewal: { confirmedAt: string; previousVerifiedAt: string | null } } = {
    renewal: { confirmedAt: new Date().toISOString(), previousVerifiedAt: validity.verifiedAt },
  };
  let method: HcpRequestMethod = 'review';
  let approved = false;
  if (ctx.deployment.npiInstantVerification && facts.region === 'US' && professionalNumber && !facts.provider_id_user) {
    const checkDigitValid = isValidNpi(professionalNumber);
    evidence.npi = { number: professionalNumber, checkDigitValid };
    if (checkDigitValid) {
      method = 'npi';
      approved = true;
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    const { request_id } = await reopenForRenewal(trx, member.id, {
      organisation: body.organisation,
      professionalNumber,
      method,
      evidence,
      approved,
    });
    await recordAudit(trx, {
      actorId: member.id,
      action: approved ? 'verification.renewedByNpi' : 'verification.renewalRequested',
      target: { type: 'user', id: member.id },
      fromState: validity.state,
      toState: approved ? 'approved' : 'pending',
      details: { requestId: request_id, method },
    });
  });
  return getVerificationValidity(ctx, actor);
}
