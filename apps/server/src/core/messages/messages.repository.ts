import { sql } from 'kysely';
import type { Locale } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { MessageReviewState, ReportAction } from '../../db/tables/messaging.js';
import type { ReviewDecision } from '../moderation/acceptable-text.js';
import { visibleMemberSql } from '../users/visibility.js';

/** The other member as message screens show them (the users columns the presenter maps). */
export interface PartyRow {
  id: number;
  title: string;
  first_name: string;
  last_name: string;
  image_path: string | null;
}

export interface MessageRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  text: string;
  resource_link: string | null;
  created_at: Date | string;
  seen_at: Date | string | null;
  /** Only the sender ever reads a message that is not 'visible' (held or hidden by a moderator). */
  review_state: MessageReviewState;
  hidden_reason: string | null;
}

export interface NewMessageInput {
  senderId: number;
  receiverId: number;
  text: string;
  resourceLink?: string | null;
  /** Held for review, or flagged to the moderation queue (the watch list); visible and unflagged by default. */
  review?: ReviewDecision;
}

export interface RecipientRow {
  id: number;
  email: string;
  title: string;
  first_name: string;
  last_name: string;
  /** The language of the share notice (users.locale). */
  locale: Locale | null;
  /** Members may see them (core/users/visibility). */
  visible: boolean;
  sender_block: boolean;
  receiver_block: boolean;
}

export type StoredMessageRow = MessageRow &
  Omit<PartyRow, 'id'> & {
    /** The receiver's unseen (delivered) messages including this one when delivered (the header badge). */
    receiver_unseen: number;
  };

/**
 * Looks up the recipient and, only when they may receive it (visible, no block either way),
 * stores the message and, when the rules flag or hold it, its moderation-queue item — in one statement. `message` is null when nothing was stored; `recipient`
 * is undefined for an unknown account or the sender themself.
 */
export async function insertMessageIfAllowed(
  db: Db,
  input: NewMessageInput,
): Promise<{ recipient: RecipientRow | undefined; message: StoredMessageRow | null }> {
  const review = input.review ?? { state: 'visible', flag: null };
  const flag = review.flag;
  const { rows } = await sql<{ recipient: RecipientRow; message: StoredMessageRow | null }>`
    with r as (
      select u.id, u.email, u.title, u.first_name, u.last_name, u.locale, ${visibleMemberSql('u')} as visible,
        exists(select 1 from blocks b where b.blocker_id = ${input.senderId} and b.blocked_id = u.id) as sender_block,
        exists(select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${input.senderId}) as receiver_block
      from users u where u.id = ${input.receiverId} and u.id <> ${input.senderId}
    ), ins as (
      insert into messages (sender_id, receiver_id, text, resource_link, review_state)
      select ${input.senderId}, r.id, ${input.text}, ${input.resourceLink ?? null}, ${review.state} from r
      where r.visible and not r.sender_block and not r.receiver_block
      returning *
    ), flagged as (
      insert into moderation_items (source, reason, details, message_id, author_id, excerpt)
      select 'rule', ${flag?.reason ?? ''}, ${flag?.details ?? null}, id, sender_id, text from ins
      where ${flag !== null}
    )
    select to_jsonb(r) as recipient,
      (select to_jsonb(ins) || jsonb_build_object(
          'title', s.title, 'first_name', s.first_name, 'last_name', s.last_name, 'image_path', s.image_path,
          -- The statement's snapshot does not see its own insert: add it.
          'receiver_unseen', (select count(*) from messages m
            where m.receiver_id = r.id and m.seen_at is null and m.review_state = 'visible')
            + case when ins.review_state = 'visible' then 1 else 0 end)
        from ins cross join users s where s.id = ins.sender_id) as message
    from r`.execute(db);
  const row = rows[0];
  return { recipient: row?.recipient, message: row?.message ?? null };
}

export async function countUnseen(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .where('receiver_id', '=', memberId)
    .where('seen_at', 'is', null)
    // A literal: a prepared statement's generic plan then uses messages_receiver_seen_idx.
    .where('review_state', '=', sql.lit('visible'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records a report, queues it for the moderators and, when asked, the block, in one statement;
 * nothing is stored for an unknown reportee.
 */
export async function insertReport(
  db: Db,
  input: {
    reporterId: number;
    reporteeId: number;
    reason: string;
    action: ReportAction;
    /** The moderation queue's reason: 'adverseEvent' when the reporter says so (listed first). */
    queueReason: 'adverseEvent' | 'other';
  },
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    with reportee as (
      select id from users where id = ${input.reporteeId} and id <> ${input.reporterId}
    ), report as (
      insert into message_reports (reporter_id, reportee_id, contact_email, reason, action)
      -- The reporter's own account address: moderators reply there.
      select ${input.reporterId}, id, (select email from users where id = ${input.reporterId}), ${input.reason},
        ${input.action}
      from reportee
      returning id, reportee_id
    ), block as (
      insert into blocks (blocker_id, blocked_id)
      select ${input.reporterId}, reportee_id from report where ${input.action} = 'block'
      on conflict do nothing
    ), queued as (
      -- Every report reaches the moderation queue.
      insert into moderation_items (source, reason, details, message_report_id, reporter_id, author_id)
      select 'messageReport', ${input.queueReason}, ${input.reason}, id, ${input.reporterId}, reportee_id from report
    )
    select id from report`.execute(db);
  return rows[0]?.id ?? null;
}

/**
 * What a report of a conversation as a possible adverse event is about: the reportee's newest
 * message the reporter received (undefined when there is none) and the reporter's name and address.
 */
export const findReportedMessage = (db: Db, reporterId: number, reporteeId: number) =>
  db
    .selectFrom('users as r')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['id', 'text', 'created_at'])
          .where('sender_id', '=', reporteeId)
          .where('receiver_id', '=', reporterId)
          // A held or hidden message never reached the reporter.
          .where('review_state', '=', 'visible')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('m'),
      (j) => j.onTrue(),
    )
    .select([
      'm.id as message_id',
      'm.text',
      'm.created_at',
      sql<string>`r.title || ' ' || r.first_name || ' ' || r.last_name`.as('reporter_name'),
      'r.email as reporter_email',
    ])
    .where('r.id', '=', reporterId)
    .executeTakeFirst();

/**
 * Whether a held or hidden message may still reach its recipient by deliverMessage's own rule
 * (the recipient visible to members, no block either way), locking it for the release that
 * follows in the same transaction. Undefined when it is gone or already delivered.
 */
export async function heldMessageDeliverable(db: Db, messageId: number): Promise<boolean | undefined> {
  const { rows } = await sql<{ deliverable: boolean }>`
    select ${visibleMemberSql('u')}
        and not exists(select 1 from blocks b where b.blocker_id = m.sender_id and b.blocked_id = m.receiver_id)
        and not exists(select 1 from blocks b where b.blocker_id = m.receiver_id and b.blocked_id = m.sender_id)
        as deliverable
    from messages m join users u on u.id = m.receiver_id
    where m.id = ${messageId} and m.review_state <> 'visible'
    for update of m`.execute(db);
  return rows[0]?.deliverable;
}

/**
 * Moves a held or hidden message to 'visible' (a moderator released it). A held one was never
 * delivered, so it reaches the recipient as new, dated at its release, after what they have already
 * read; a hidden one had been delivered and returns to its place. Answers what the delivery notices
 * need, or undefined when it was already visible or is gone.
 */
export async function releaseMessage(db: Db, messageId: number) {
  const { rows } = await sql<{
    id: number;
    sender_id: number;
    receiver_id: number;
    text: string;
    resource_link: string | null;
    sender_name: string;
    recipient: RecipientRow;
    receiver_unseen: number;
    was_held: boolean;
  }>`
    with old as (
      select id, review_state from messages where id = ${messageId} and review_state <> 'visible' for update
    ), released as (
      update messages set review_state = 'visible', hidden_reason = null,
        created_at = case when review_state = 'held' then now() else created_at end
      where id in (select id from old)
      returning id, sender_id, receiver_id, text, resource_link, seen_at
    )
    select m.id, m.sender_id, m.receiver_id, m.text, m.resource_link,
      s.title || ' ' || s.first_name || ' ' || s.last_name as sender_name,
      jsonb_build_object('id', r.id, 'email', r.email, 'title', r.title, 'first_name', r.first_name,
        'last_name', r.last_name, 'locale', r.locale) as recipient,
      -- The statement's snapshot still sees the message as held: add it.
      (select count(*)::int from messages u
        where u.receiver_id = m.receiver_id and u.seen_at is null and u.review_state = 'visible')
        + case when m.seen_at is null then 1 else 0 end as receiver_unseen,
      o.review_state = 'held' as was_held
    from released m join old o on o.id = m.id join users s on s.id = m.sender_id join users r on r.id = m.receiver_id`.execute(
    db,
  );
  return rows[0];
}

/** A moderator hides a message (held or delivered): the recipient never sees it, its sender sees why. */
export const hideMessage = (db: Db, messageId: number, reason: string) =>
  db
    .updateTable('messages')
    .set({ review_state: 'hidden', hidden_reason: reason })
    .where('id', '=', messageId)
    .where('review_state', '<>', 'hidden')
    .returning(['id', 'receiver_id'])
    .executeTakeFirst();
