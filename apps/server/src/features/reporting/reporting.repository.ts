import { sql } from 'kysely';
import { ACTIVE_WINDOW_MINUTES } from '@aatd/contract';
import type { Db } from '../../db/database.js';

/** Midnight UTC of a YYYY-MM-DD day, so every day boundary is the same whatever the server's zone. */
const utcStart = (day: string) => sql<Date>`(cast(${day} as date)::timestamp at time zone 'UTC')`;
const utcEndExclusive = (day: string) => sql<Date>`((cast(${day} as date) + 1)::timestamp at time zone 'UTC')`;

/** Registered accounts, or those that finished e-mail and HCP verification. */
export const countUsers = async (db: Db, verifiedOnly: boolean) => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$if(verifiedOnly, (q) => q.where('email_verified_at', 'is not', null).where('hcp_status', '=', 'verified'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const listActiveUsers = (db: Db, limit = 100) =>
  db
    .selectFrom('member_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => ['u.id', 'u.title', 'u.first_name', 'u.last_name', eb.fn.max('s.last_seen_at').as('last_seen_at')])
    .where('s.ended_at', 'is', null)
    .where('s.last_seen_at', '>', sql<Date>`now() - ${sql.raw(`interval '${ACTIVE_WINDOW_MINUTES} minutes'`)}`)
    .groupBy(['u.id', 'u.title', 'u.first_name', 'u.last_name'])
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();

/** Sessions started in [start, end] (whole UTC days); a session lasts to its end or last activity. */
export const sessionTotals = (db: Db, start: string, end: string) =>
  db
    .selectFrom('member_sessions')
    .select([
      sql<string>`count(distinct user_id)`.as('active_users'),
      sql<string>`count(*)`.as('sessions'),
      sql<string>`coalesce(avg(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at))), 0)`.as(
        'avg_seconds',
      ),
    ])
    .where('started_at', '>=', utcStart(start))
    .where('started_at', '<', utcEndExclusive(end))
    .executeTakeFirstOrThrow();

/** One row per day of the range, zeros included, for the chart. */
export const dailyTotals = async (db: Db, start: string, end: string) => {
  const { rows } = await sql<{ date: string; active_users: string; sessions: string }>`
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(distinct s.user_id) as active_users,
           count(s.id) as sessions
    from generate_series(cast(${start} as date)::timestamp, cast(${end} as date)::timestamp, interval '1 day') as d(day)
    left join member_sessions s
      on s.started_at >= (d.day at time zone 'UTC') and s.started_at < ((d.day + interval '1 day') at time zone 'UTC')
    group by d.day
    order by d.day
  `.execute(db);
  return rows;
};
