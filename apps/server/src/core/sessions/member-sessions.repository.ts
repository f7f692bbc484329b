import { sql } from 'kysely';
import { SESSION_IDLE_MINUTES } from '@aatd/contract';
import type { Db } from '../../db/database.js';

const idle = sql.raw(`interval '${SESSION_IDLE_MINUTES} minutes'`);

/**
 * A sign-in is a session: the strictly necessary record the reporting overview may count without
 * Analysis consent. Identity's token exchange calls this once per successful sign-in.
 */
export async function recordSignIn(db: Db, userId: number): Promise<void> {
  await db.insertInto('member_sessions').values({ user_id: userId }).execute();
}

/**
 * A heartbeat (sent only with Analysis consent) extends the member's open session, or starts one
 * when the last activity is older than the idle limit. One statement: the CTE finds and touches
 * the open session, the insert runs only when there was none.
 */
export async function recordHeartbeat(db: Db, userId: number): Promise<void> {
  await sql`
    with open_session as (
      select id from member_sessions
      where user_id = ${userId} and ended_at is null and last_seen_at > now() - ${idle}
      order by last_seen_at desc
      limit 1
    ), touched as (
      update member_sessions set last_seen_at = now() where id in (select id from open_session) returning id
    )
    insert into member_sessions (user_id)
    select ${userId}::integer where not exists (select 1 from open_session)
  `.execute(db);
}

/** Ends the member's open sessions (sign-out), so their duration stops at this moment. */
export async function recordSignOut(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ ended_at: new Date(), last_seen_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', sql<Date>`now() - ${idle}`)
    .execute();
}
