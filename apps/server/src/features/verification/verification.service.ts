import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_ERROR_CODES as C,
  RESEND_VERIFICATION_MESSAGE,
  VERIFICATION_ERROR_CODES,
  VERIFY_EMAIL_ERROR_MESSAGES,
  VERIFY_EMAIL_STATUS,
  pageMeta,
  type HcpVerificationList,
  type MessageResponse,
  type VerifyEmailResponse,
} from '@aatd/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import { isValidNpi } from '../../lib/npi.js';
import type { HcpRequestMethod } from '../../db/tables/identity-flows.js';
import { enqueueMail } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { approvalMail, recipientOf, rejectionMail, verificationMail } from '../mail/templates/index.js';
import { findUserByEmail } from '../users/users.repository.js';
import { consumeUserToken, createUserToken, revokeUserTokens } from './user-tokens.repository.js';
import {
  countPendingRequests,
  decideRequest,
  findUserWithRequest,
  listPendingRequests,
  recordEmailVerified,
  requestExists,
  type HcpEvidence,
} from './verification.repository.js';
import { presentPendingRequest } from './verification.presenter.js';

const tokenError = (code: 'tokenExpired' | 'invalidToken') =>
  new AppError(400, C[code], VERIFY_EMAIL_ERROR_MESSAGES[C[code]] ?? code);

/**
 * The member clicked the e-mail link. Then the HCP is verified at once when an automatic check
 * vouches for them (a DocCheck login confirmed at sign-up for Germany, or, when this deployment
 * enables it, a US NPI with a valid check digit); otherwise a request waits for an admin.
 * Provider-ID registrations always wait for the provider.
 */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<VerifyEmailResponse> {
  return app.db.transaction().execute(async (trx) => {
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
      } else if (app.deployment.npiInstantVerification && user.region === 'US' && user.professional_number) {
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
      app.log.error({ err: (err as Error).message, userId: user.id }, 'could not raise the verification request');
      throw new AppError(500, C.leadGenerationFailed, VERIFY_EMAIL_ERROR_MESSAGES[C.leadGenerationFailed] ?? 'Error');
    }
    return { status: verified ? VERIFY_EMAIL_STATUS.hcpVerifiedInstantly : VERIFY_EMAIL_STATUS.leadCreated };
  });
}

/**
 * A new e-mail link for a member whose link expired or went missing. Only an address still
 * waiting for verification gets mail; the answer is the same for every address.
 */
export async function resendVerificationEmail(app: FastifyInstance, email: string): Promise<MessageResponse> {
  const user = await findUserByEmail(app.db, email);
  if (user && !user.email_verified_at) {
    await app.db.transaction().execute(async (trx) => {
      await revokeUserTokens(trx, user.id, 'verifyEmail'); // only the newest link works
      const token = await createUserToken(trx, user.id, 'verifyEmail');
      await enqueueMail(trx, verificationMail(mailBrand(app), recipientOf(user), token));
    });
  }
  return { message: RESEND_VERIFICATION_MESSAGE };
}

export async function listVerificationQueue(
  app: FastifyInstance,
  page: number,
  limit: number,
): Promise<HcpVerificationList> {
  const rows = await listPendingRequests(app.db, page, limit);
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? await countPendingRequests(app.db) : 0;
  return { data: rows.map(presentPendingRequest), meta: { pagination: pageMeta(total, page, limit) } };
}

/** Approve or reject a pending request; the member is mailed either way, with the reason if rejected. */
export async function decideVerification(
  app: FastifyInstance,
  adminId: number,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const member = await decideRequest(trx, id, adminId, decision);
    if (!member) {
      if (!(await requestExists(trx, id))) throw notFound('The verification request');
      throw new AppError(409, VERIFICATION_ERROR_CODES.alreadyDecided, 'This request has already been decided.');
    }
    const recipient = recipientOf(member);
    const brand = mailBrand(app);
    await enqueueMail(
      trx,
      decision.approve
        ? approvalMail(brand, recipient, member.has_password)
        : rejectionMail(brand, recipient, decision.reason),
    );
    return { id, status: decision.approve ? ('approved' as const) : ('rejected' as const) };
  });
}
