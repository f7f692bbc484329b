import { IDENTITY_ERROR_CODES as C, LOGIN_ERROR_MESSAGES, type Login, type LoginResponse } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { tooManyRequests } from '../../plugins/rate-limit.js';
import { findLoginCandidate, issueLoginToken, recordLoginFailure } from './login.repository.js';

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

/**
 * First login step (ARCHITECTURE.md "Identity flow"): checks the password and answers with a
 * one-time sessionToken for the provider's login interaction. The answers are the spec's codes
 * (part 1 §8). A locked e-mail answers 429 before any check, known or not, right password or not.
 */
export async function login(db: Db, input: Login): Promise<LoginResponse> {
  const emailKey = hashToken(input.email.trim().toLowerCase());
  const { user, lockedUntil } = await findLoginCandidate(db, input.email, emailKey);
  if (lockedUntil && lockedUntil.getTime() > Date.now()) {
    throw tooManyRequests('Too many failed attempts. Please wait a few minutes and try again.');
  }

  if (!user) {
    await spendPasswordTime(input.password);
    await recordLoginFailure(db, emailKey);
    throw refuse(404, C.userDoesNotExist);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordLoginFailure(db, emailKey);
    throw refuse(401, C.invalidCredentials);
  }

  // Account states are told only to someone who knows the password.
  if (!user.email_verified_at) throw refuse(403, C.emailNotVerified);
  if (user.hcp_status === 'rejected') throw refuse(404, C.userDoesNotExistOnHcpCommunity);
  if (user.hcp_status !== 'verified') throw refuse(403, C.userNotVerifiedByProvider);

  const sessionToken = randomToken();
  await issueLoginToken(db, user.id, emailKey, sessionToken, LOGIN_TOKEN_TTL_SECONDS);
  return { sessionToken };
}
