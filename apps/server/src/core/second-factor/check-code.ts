import type { Db } from '../../db/database.js';
import type { Env } from '../../config/env.js';
import { looksLikeRecoveryCode, matchTotp } from '../../lib/totp.js';
import { openSecret } from './secret-box.js';
import { findTotp, takeTotpStep, spendRecoveryCode } from './second-factor.repository.js';

export type SecondFactorProof = 'totp' | 'recovery' | null;

/**
 * Checks a code of the account's confirmed factor: a 6-digit TOTP code of a step not used before,
 * or an unused recovery code (spent by this call). Null for anything else, a replay included.
 * The callers count a null towards the account's growing wait.
 */
export async function checkSecondFactorCode(
  ctx: { db: Db; env: Pick<Env, 'SECRET_KEY'> },
  userId: number,
  code: string,
  now = Date.now(),
): Promise<SecondFactorProof> {
  const typed = code.trim();
  if (looksLikeRecoveryCode(typed)) return (await spendRecoveryCode(ctx.db, userId, typed)) ? 'recovery' : null;
  const totp = await findTotp(ctx.db, userId);
  if (!totp?.confirmed_at) return null;
  const secret = openSecret(ctx.env, totp.secret_box);
  const step = secret ? matchTotp(secret, typed.replace(/\s/g, ''), now) : null;
  if (step === null) return null;
  return (await takeTotpStep(ctx.db, userId, step)) ? 'totp' : null;
}

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await findTotp(db, userId))?.confirmed_at);
}
