import {
  IDENTITY_ERROR_CODES as C,
  LOGIN_ERROR_MESSAGES,
  SUSPENDED_LOGIN_CODE,
  suspendedMessage,
  type Login,
  type LoginResponse,
} from '@aatd/contract';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/tokens.js';
import { tooManyRequests } from '../../core/rate-limits.js';
import { failureKey, findLoginCandidate, issueLoginToken, recordLoginFailure } from './login.repository.js';

/** The one-time token lives just long enough for the browser's redirect to the provider. */
export const LOGIN_TOKEN_TTL_SECONDS = 120;

const refuse = (status: number, code: keyof typeof LOGIN_ERROR_MESSAGES) =>
  new AppError(status, code, LOGIN_ERROR_MESSAGES[code] ?? code);

// Verified against for unknown e-mails, so they cost the same argon2 time as a real account.
let dummyHash: Promise<string> | undefined;
async function spendPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

export const LOCKED_MESSAGE = 'Too many failed attempts. Please wait a few minutes and try again.';

/** The wait's 429; the error handler turns retryAfterSeconds into the Retry-After header. */
const lockedOut = (until: Date) =>
  Object.assign(tooManyRequests(LOCKED_MESSAGE), {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  });

/** The account states that refuse a sign-in, with the spec's codes (part 1 §8), whatever proved it. */
export function refuseAccountState(user: {
  email_verified_at: Date | null;
  hcp_status: string | null;
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
}): void {
  if (!user.email_verified_at) throw refuse(403, C.emailNotVerified);
  if (user.hcp_status === 'rejected') throw refuse(404, C.userDoesNotExistOnHcpCommunity);
  if (user.hcp_status !== 'verified') throw refuse(403, C.userNotVerifiedByProvider);
  // A suspended member is told until when; an expired suspension no longer applies.
  if (user.suspended_at && (user.suspended_until === null || user.suspended_until.getTime() > Date.now())) {
    const until = user.suspended_until?.toISOString() ?? null;
    throw new AppError(403, SUSPENDED_LOGIN_CODE, suspendedMessage(until, user.suspension_reason), {
      sanction: { until, reason: user.suspension_reason },
    });
  }
}

/**
 * First login step (ARCHITECTURE.md "Identity flow"): checks the password and answers with a
 * one-time sessionToken for the provider's login interaction. The answers are the spec's codes
 * (part 1 §8). While this address must wait for this e-mail, it gets 429 before any check, known
 * or not, right password or not; the same e-mail from another address is not affected. A visitor
 * calls it, so it has no access policy.
 */
export async function login(ctx: ServiceContext, input: Login, address: string): Promise<LoginResponse> {
  const { db } = ctx;
  const failure = failureKey(input.email, address);
  const { user, lockedUntil } = await findLoginCandidate(db, input.email, failure);
  if (lockedUntil && lockedUntil.getTime() > Date.now()) throw lockedOut(lockedUntil);

  if (!user) {
    await spendPasswordTime(input.password);
    await recordLoginFailure(db, failure);
    throw refuse(404, C.userDoesNotExist);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordLoginFailure(db, failure);
    throw refuse(401, C.invalidCredentials);
  }

  // Account states are told only to someone who knows the password.
  refuseAccountState(user);

  const sessionToken = randomToken();
  await issueLoginToken(db, user.id, failure, sessionToken, LOGIN_TOKEN_TTL_SECONDS);
  return { sessionToken };
}
