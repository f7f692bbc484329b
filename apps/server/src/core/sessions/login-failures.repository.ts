import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashToken } from '../../lib/tokens.js';

/** Consecutive failures (of one account from one address) before the wait starts, and its cap. */
export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MAX_SECONDS = 15 * 60;
const LOCKOUT_BASE_SECONDS = 30;

/**
 * Counts a wrong password. From the LOCKOUT_AFTER-th failure on, this account and address wait a
 * time that doubles each time (30 s, 1, 2, 4, 8 min, then 15 min). A quiet day starts afresh.
 */
export async function recordLoginFailure(db: Db, failure: string): Promise<void> {
  const next = sql<number>`case when login_failures.updated_at < now() - interval '1 day' then 1 else login_failures.failures + 1 end`;
  await db
    .insertInto('login_failures')
    .values({ email_hash: failure, failures: 1, locked_until: null })
    .onConflict((oc) =>
      oc.column('email_hash').doUpdateSet({
        failures: next,
        locked_until: sql<Date | null>`case when ${next} >= ${LOCKOUT_AFTER}::int
          then now() + make_interval(secs => least(${LOCKOUT_MAX_SECONDS}::float8, ${LOCKOUT_BASE_SECONDS}::float8 * power(2, ${next} - ${LOCKOUT_AFTER}::int)))
          else null end`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/**
 * The second factor's own count: per account, whatever the address, because only
 * someone who has the password reaches it. A right password does not clear it; a right code does.
 */
export const secondFactorFailureKey = (userId: number) => hashToken(`second-factor\n${userId}`);

/** Until when this key must wait, if it must. */
export async function lockedUntil(db: Db, failure: string): Promise<Date | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email_hash', '=', failure)
    .executeTakeFirst();
  return row?.locked_until && row.locked_until.getTime() > Date.now() ? row.locked_until : null;
}

export async function clearLoginFailures(db: Db, failure: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_hash', '=', failure).execute();
}
