import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTokenPurpose } from '../../db/tables/identity-flows.js';
import { hashToken, randomToken } from '../../lib/tokens.js';

export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  verifyEmail: 24 * 60 * 60_000,
  resetPassword: 60 * 60_000,
};

/** A fresh link token (256 random bits); only its hash is stored, so the database cannot replay it. */
export async function createUserToken(db: Db, userId: number, purpose: UserTokenPurpose): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

export type ConsumeResult = { status: 'ok'; userId: number } | { status: 'expired' } | { status: 'invalid' };

/**
 * Spends a token in one statement, so two concurrent clicks cannot both succeed. When nothing was
 * spent, a second look tells an expired token (the member may ask for a new one) from an unknown or
 * already used one.
 */
export async function consumeUserToken(db: Db, token: string, purpose: UserTokenPurpose): Promise<ConsumeResult> {
  const hash = hashToken(token);
  const spent = await db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (spent) return { status: 'ok', userId: spent.user_id };
  const row = await db
    .selectFrom('user_tokens')
    .select(['used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && !row.used_at && row.expired ? { status: 'expired' } : { status: 'invalid' };
}

/** Retires a member's unused tokens of one kind (a new reset link makes the older ones useless). */
export const revokeUserTokens = (db: Db, userId: number, purpose: UserTokenPurpose) =>
  db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
