import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashToken } from '../../lib/tokens.js';

/**
 * Failures are counted per account and address together, so an attacker elsewhere cannot lock a
 * member out. The row key (column email_hash) hashes both: neither is stored readable.
 */
export const failureKey = (email: string, address: string) => hashToken(`${email.trim().toLowerCase()}\n${address}`);

export {
  LOCKOUT_AFTER,
  LOCKOUT_MAX_SECONDS,
  recordLoginFailure,
} from '../../core/sessions/login-failures.repository.js';

export interface LoginCandidate {
  user: {
    id: number;
    password_hash: string | null;
    email_verified_at: Date | null;
    hcp_status: string;
    suspended_at: Date | null;
    suspended_until: Date | null;
    suspension_reason: string | null;
  } | null;
  lockedUntil: Date | null;
}

/** The account behind an e-mail and any wait on it for this caller (failureKey), in one query. */
export async function findLoginCandidate(db: Db, email: string, failure: string): Promise<LoginCandidate> {
  const row = await db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('k'))
    .leftJoin('login_failures as f', (j) => j.on('f.email_hash', '=', failure))
    .leftJoin('users as u', (j) => j.on(sql<string>`lower(u.email)`, '=', email.trim().toLowerCase()))
    .select([
      'u.id',
      'u.password_hash',
      'u.email_verified_at',
      'u.hcp_status',
      'u.suspended_at',
      'u.suspended_until',
      'u.suspension_reason',
      'f.locked_until',
    ])
    .executeTakeFirstOrThrow();
  return {
    user:
      row.id === null
        ? null
        : {
            id: row.id,
            password_hash: row.password_hash,
            email_verified_at: row.email_verified_at,
            hcp_status: row.hcp_status ?? 'none',
            suspended_at: row.suspended_at,
            suspended_until: row.suspended_until,
            suspension_reason: row.suspension_reason,
          },
    lockedUntil: row.locked_until,
  };
}

/** A correct password clears this caller's failure count and issues the one-time token (one statement). */
export async function issueLoginToken(
  db: Db,
  userId: number,
  failure: string,
  token: string,
  ttlSeconds: number,
): Promise<void> {
  await db
    .with('cleared', (qb) => qb.deleteFrom('login_failures').where('email_hash', '=', failure))
    .insertInto('login_session_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds}::float8)`,
    })
    .execute();
}

/** A passkey sign-in's one-time token: its method tells the interaction that both factors are proved. */
export async function issuePasskeyLoginToken(db: Db, userId: number, token: string, ttlSeconds: number): Promise<void> {
  await db
    .insertInto('login_session_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      method: 'passkey',
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds}::float8)`,
    })
    .execute();
}

/** Single use: the row is deleted as it is read, so a second use finds nothing. */
export async function consumeLoginToken(
  db: Db,
  token: string,
): Promise<{ userId: number; method: 'pwd' | 'passkey' } | null> {
  const row = await db
    .deleteFrom('login_session_tokens')
    .where('token_hash', '=', hashToken(token))
    .returning(['user_id', 'expires_at', 'method'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return { userId: row.user_id, method: row.method === 'passkey' ? 'passkey' : 'pwd' };
}
