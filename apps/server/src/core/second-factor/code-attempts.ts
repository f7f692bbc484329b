import {
  IDENTITY_ERROR_CODES,
  LOGIN_ERROR_MESSAGES,
  SECOND_FACTOR_ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
} from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { Env } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { tooManyRequests } from '../rate-limits.js';
import {
  clearLoginFailures,
  lockedUntil,
  recordLoginFailure,
  secondFactorFailureKey,
} from '../sessions/login-failures.repository.js';
import { checkSecondFactorCode, type SecondFactorProof } from './check-code.js';

export const CODE_LOCKED_MESSAGE = 'Too many wrong codes. Please wait a few minutes and try again.';

// 400, not 401: the web app treats any 401 of a signed-in call as the end of the session.
export const invalidCode = () =>
  new AppError(400, SECOND_FACTOR_ERROR_CODES.invalidSecondFactorCode, SECOND_FACTOR_MESSAGES.invalidSecondFactorCode);

/** 429 with Retry-After while the member's code guesses wait (the growing wait of passwords). */
export async function refuseWhileCodesLocked(db: Db, userId: number): Promise<void> {
  const until = await lockedUntil(db, secondFactorFailureKey(userId));
  if (until) {
    throw Object.assign(tooManyRequests(CODE_LOCKED_MESSAGE), {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
    });
  }
}

/**
 * A code guess under the same growing wait as passwords (5 free misses, then 30 s doubling to
 * 15 min): 429 with Retry-After while the account waits, 400 for a wrong code (counted), the
 * check's result for a right one (the count starts afresh). Every place that takes a code goes
 * through here.
 */
export async function guessCode<T>(db: Db, userId: number, check: () => Promise<T | null>): Promise<T> {
  await refuseWhileCodesLocked(db, userId);
  const failure = secondFactorFailureKey(userId);
  const result = await check();
  if (result === null) {
    await recordLoginFailure(db, failure);
    throw invalidCode();
  }
  await clearLoginFailures(db, failure);
  return result;
}

/** A sign-in code or recovery code, proved under the shared wait. */
export const proveSecondFactor = (
  ctx: { db: Db; env: Pick<Env, 'SECRET_KEY'> },
  userId: number,
  code: string,
): Promise<Exclude<SecondFactorProof, null>> =>
  guessCode(ctx.db, userId, () => checkSecondFactorCode(ctx, userId, code));

/**
 * The password asked again before a factor is given up (turning TOTP off, removing a passkey), so
 * a borrowed, signed-in browser cannot take it away. While guesses wait nothing is checked; a
 * wrong password is a guess like a wrong code and counts towards the same wait.
 */
export async function checkPasswordAgain(
  db: Db,
  user: { id: number; password_hash: string | null },
  password: string,
): Promise<void> {
  await refuseWhileCodesLocked(db, user.id);
  if (!(user.password_hash && (await verifyPassword(user.password_hash, password)))) {
    await recordLoginFailure(db, secondFactorFailureKey(user.id));
    // 400, not 401: the web app treats any 401 of a signed-in call as the end of the session.
    throw new AppError(
      400,
      IDENTITY_ERROR_CODES.invalidCredentials,
      LOGIN_ERROR_MESSAGES.invalidCredentials ?? 'Credentials are invalid',
    );
  }
}
