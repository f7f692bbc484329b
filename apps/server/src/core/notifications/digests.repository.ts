import { sql, type RawBuilder } from 'kysely';
import { NOTIFICATION_KIND_INFO, type Locale, type NotificationKind } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { DigestPeriod } from './digest-periods.js';

export type Digest = 'journalWatch' | 'weekly';

/** Members asked per round of a digest: each batch is one short transaction. */
export const DIGEST_BATCH = 200;

/**
 * Who may get a digest at all: not erased, not suspended, and, for members, HCP-verified within
 * the validity (a member past their verification reads nothing until renewed, so hears of nothing).
 * Staff hold no HCP verification and keep their access. Alias `u` on users.
 */
const audience = (validityMonths: number) => sql<boolean>`u.erased_at is null
  and not (u.suspended_at is not null and (u.suspended_until is null or u.suspended_until > now()))
  and (u.role <> 'member' or (u.hcp_status = 'verified' and u.hcp_verified_at is not null
    and ((u.hcp_verified_at at time zone 'UTC') + make_interval(months => ${validityMonths})) at time zone 'UTC' > now()))`;

const JW_KIND: NotificationKind = 'journalWatchMonth';
const jwChannel = sql<string>`coalesce(p.channel, ${NOTIFICATION_KIND_INFO[JW_KIND].default})`;

/** The not yet claimed members of the period's digest, in member order. */
const unclaimed = (digest: Digest, period: DigestPeriod) =>
  sql<boolean>`not exists (select 1 from digest_sends d where d.member_id = u.id and d.digest = ${digest} and d.period = ${period.key})`;

/**
 * Members still due the month's Journal Watch notice: any who did not turn it off and were
 * members before the month ended (someone who joins later finds the month on the site, not as news).
 */
export async function journalWatchCandidates(
  db: Db,
  period: DigestPeriod,
  validityMonths: number,
  limit = DIGEST_BATCH,
): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select u.id from users u
    left join notification_preferences p on p.member_id = u.id and p.kind = ${JW_KIND}
    where ${audience(validityMonths)} and ${jwChannel} <> 'off' and ${unclaimed('journalWatch', period)}
      and u.created_at < ${period.end}
    order by u.id limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/**
 * Members still due the week's summary: a confirmed address, a kind sent to the summary, and a
 * notification of that kind in the week.
 */
export async function weeklyCandidates(
  db: Db,
  period: DigestPeriod,
  validityMonths: number,
  limit = DIGEST_BATCH,
): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select u.id from users u
    where ${audience(validityMonths)} and u.email_verified_at is not null and ${unclaimed('weekly', period)}
      and exists (${weeklyLines(sql`u.id`, period)})
    order by u.id limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The week's notifications of the kinds the member `member` sends to the summary. */
const weeklyLines = (member: RawBuilder<unknown>, period: DigestPeriod) => sql`
  select n.member_id, n.kind, n.subject, n.link, n.created_at from notifications n
  join notification_preferences p on p.member_id = n.member_id and p.kind = n.kind and p.channel = 'weekly'
  where n.member_id = ${member} and n.created_at >= ${period.start} and n.created_at < ${period.end}`;

export interface ClaimedDigest {
  member_id: number;
  email: string;
  name: string;
  /** The language of the digest (users.locale; null: English). */
  locale: Locale | null;
  /** The Journal Watch digest goes by e-mail (else only the bell hears of the month). */
  emailed: boolean;
}

/**
 * Claims the digest of the period for those of `ids` still eligible, in the caller's transaction
 * (pass the one that writes their mails): the primary key of digest_sends lets one claim through
 * per member and period, so a second worker, or a run repeated after a restart, claims nobody
 * twice (on PostgreSQL a concurrent claim waits for the other's commit, then yields).
 */
export async function claimDigests(
  trx: Db,
  input: { digest: Digest; period: DigestPeriod; ids: number[]; items: number; validityMonths: number },
): Promise<ClaimedDigest[]> {
  const emailed =
    input.digest === 'weekly'
      ? sql<boolean>`true`
      : sql<boolean>`(${jwChannel} = 'emailNow' and u.email_verified_at is not null)`;
  const result = await sql<ClaimedDigest>`
    with claimed as (
      insert into digest_sends (member_id, digest, period, items, emailed)
      select u.id, ${input.digest}, ${input.period.key}, ${input.items}, ${emailed}
      from users u
      left join notification_preferences p on p.member_id = u.id and p.kind = ${JW_KIND}
      where u.id = any(${input.ids}::int[]) and ${audience(input.validityMonths)}
        and (${input.digest}::text = 'weekly' or ${jwChannel} <> 'off')
      on conflict do nothing
      returning member_id, emailed
    )
    select c.member_id, c.emailed, u.email, u.title || ' ' || u.first_name || ' ' || u.last_name as name, u.locale
    from claimed c join users u on u.id = c.member_id
    order by c.member_id`.execute(trx);
  return result.rows;
}

export interface WeeklyLine {
  member_id: number;
  kind: NotificationKind;
  subject: string;
  link: string;
  created_at: Date;
}

/** The lines of the claimed members' weekly summaries, oldest first. */
export async function weeklySummaryLines(db: Db, ids: number[], period: DigestPeriod): Promise<WeeklyLine[]> {
  if (ids.length === 0) return [];
  const rows = await sql<WeeklyLine>`
    select l.* from unnest(${ids}::int[]) as m(id), lateral (${weeklyLines(sql`m.id`, period)}) l
    order by l.member_id, l.created_at`.execute(db);
  return rows.rows;
}
