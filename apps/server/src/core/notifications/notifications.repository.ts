import { sql, type RawBuilder } from 'kysely';
import { NOTIFICATION_KIND_INFO, type Locale, type NotificationChannel, type NotificationKind } from '@aatd/contract';
import type { MailCatalogue } from '../mail/i18n/index.js';
import type { Db } from '../../db/database.js';

/** At most this many members hear of one event: a bound on one statement's fan-out. */
export const NOTIFY_FAN_OUT_MAX = 5_000;

export interface NotifyInput {
  kind: NotificationKind;
  /** The members to tell: ids, or a subquery selecting one column of member ids. */
  recipients: number[] | RawBuilder<unknown>;
  actorId: number | null;
  link: string;
  subject: string;
  /**
   * The subject in a mail's language, where `subject` (which the bell shows as stored) is more than
   * the item's own title; English must give `subject` itself.
   */
  mailSubject?: (text: MailCatalogue) => string;
  /** Unread notifications with the same key fold into one (defaults to one per event). */
  groupKey: string;
}

export interface NotifiedRow {
  member_id: number;
  channel: NotificationChannel;
  email: string;
  name: string;
  /** The language of her mail (users.locale; null: English). */
  locale: Locale | null;
  /** Mail may go to her: her address is confirmed. */
  mailable: boolean;
  unread: number;
}

/**
 * Writes one notification per recipient in one statement (pass the transaction of the event that
 * caused it), skipping the actor, erased and suspended members, members who blocked the actor and
 * those who turned this kind off. Answers who was told, with their unread count after it and how
 * they want to hear of it, so the caller can send the e-mails and the live counts.
 */
export async function insertNotifications(db: Db, input: NotifyInput): Promise<NotifiedRow[]> {
  const recipients = Array.isArray(input.recipients)
    ? sql`select unnest(${input.recipients}::int[])`
    : input.recipients;
  const fallback = NOTIFICATION_KIND_INFO[input.kind].default;
  const result = await sql<NotifiedRow>`
    with recipients as (
      select distinct r.member_id from (${recipients}) as r(member_id) where r.member_id is not null
      limit ${NOTIFY_FAN_OUT_MAX}
    ), eligible as (
      select u.id, coalesce(p.channel, ${fallback}) as channel, u.email,
        u.title || ' ' || u.first_name || ' ' || u.last_name as name, u.locale,
        u.email_verified_at is not null as mailable
      from recipients r
      join users u on u.id = r.member_id
      left join notification_preferences p on p.member_id = u.id and p.kind = ${input.kind}
      where u.erased_at is null
        and not (u.suspended_at is not null and (u.suspended_until is null or u.suspended_until > now()))
        and u.id is distinct from ${input.actorId}::int
        and coalesce(p.channel, ${fallback}) <> 'off'
        and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${input.actorId}::int)
    ), inserted as (
      insert into notifications (member_id, kind, actor_id, link, subject, group_key)
      select e.id, ${input.kind}, ${input.actorId}::int, ${input.link}, ${input.subject}, ${input.groupKey} from eligible e
      on conflict (member_id, group_key) where read_at is null
      do update set id = nextval(pg_get_serial_sequence('notifications', 'id')), created_at = now(), subject = excluded.subject, link = excluded.link, actor_id = excluded.actor_id
      returning member_id, (xmax = 0) as fresh
    )
    select e.id as member_id, e.channel, e.email, e.name, e.locale, e.mailable,
      ((select count(*) from notifications n where n.member_id = i.member_id and n.read_at is null)
        + case when i.fresh then 1 else 0 end)::int as unread
    from inserted i join eligible e on e.id = i.member_id`.execute(db);
  return result.rows;
}

/** The members who saved the post, or the module anchored at it, as a recipients subquery. */
export const savedItemHolders = (postId: number) =>
  sql`select s.user_id from saved_posts s where s.post_id = ${postId}
    union all
    select s.user_id from saved_modules s join education_modules m on m.id = s.module_id where m.post_id = ${postId}`;

/** The members holding a staff role (admins hold every role), as a recipients subquery. */
export const staffWithRole = (roles: readonly string[], except: readonly number[] = []) =>
  sql`select u.id from users u where u.role = any(${[...roles, 'admin']}::text[]) and u.id <> all(${[...except]}::int[])`;

export interface ListedNotification {
  id: number;
  kind: NotificationKind;
  actor_id: number | null;
  actor_name: string | null;
  subject: string;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

/** A page of the member's notifications, newest first, after the keyset cursor. */
export async function listNotifications(
  db: Db,
  memberId: number,
  page: { before: number | null; limit: number },
): Promise<{ rows: ListedNotification[]; unread: number }> {
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('users as a', (j) => j.onRef('a.id', '=', 'n.actor_id').on('a.erased_at', 'is', null))
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      sql<string | null>`a.title || ' ' || a.first_name || ' ' || a.last_name`.as('actor_name'),
      'n.subject',
      'n.link',
      'n.created_at',
      'n.read_at',
      sql<number>`(select count(*)::int from notifications u where u.member_id = ${memberId} and u.read_at is null)`.as(
        'unread',
      ),
    ])
    .where('n.member_id', '=', memberId)
    .$if(page.before !== null, (qb) => qb.where('n.id', '<', page.before!))
    .orderBy('n.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const unread = rows[0]?.unread ?? (await countUnread(db, memberId));
  return { rows: rows.map(({ unread: _, ...r }) => r), unread };
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Marks one notification read (folding it out of its group, so the next one starts a new row);
 * answers the unread count after it, or null when it is not hers.
 */
export async function markRead(db: Db, memberId: number, id: number): Promise<number | null> {
  const result = await sql<{ unread: number }>`
    with marked as (
      update notifications set read_at = coalesce(read_at, now())
      where id = ${id} and member_id = ${memberId}
      returning id
    )
    select (select count(*)::int from notifications n where n.member_id = ${memberId} and n.read_at is null and n.id <> ${id}) as unread
    from marked`.execute(db);
  return result.rows[0]?.unread ?? null;
}

export async function markAllRead(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .execute();
}

export async function listPreferences(db: Db, memberId: number) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('member_id', '=', memberId)
    .execute();
}

export async function savePreferences(
  db: Db,
  memberId: number,
  prefs: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (prefs.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(prefs.map((p) => ({ member_id: memberId, kind: p.kind, channel: p.channel, updated_at: sql`now()` })))
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'kind'])
        .doUpdateSet({ channel: (eb) => eb.ref('excluded.channel'), updated_at: sql`now()` }),
    )
    .execute();
}

/** The weekly summary's unsubscribe: every kind she sent to it stays on the site only ('weekly' is never a default). */
export const leaveWeeklySummary = (db: Db, memberId: number) =>
  db
    .updateTable('notification_preferences')
    .set({ channel: 'inApp', updated_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('channel', '=', 'weekly')
    .execute();

/** Whether the member exists and is not erased (an unsubscribe link outlives nothing else). */
export const findLiveMember = (db: Db, memberId: number) =>
  db.selectFrom('users').select('id').where('id', '=', memberId).where('erased_at', 'is', null).executeTakeFirst();
