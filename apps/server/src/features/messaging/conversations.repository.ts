import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MessageRow, PartyRow } from '../../core/messages/messages.repository.js';
import { endsList, keepTotal, peekKeptTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { visibleMemberSql } from '../../core/users/visibility.js';
import { keysEvery } from '../../db/positions.js';

export type ConversationSummaryRow = MessageRow & PartyRow & { other_id: number; unseen_count: number };

/**
 * My conversations, the newest first: each with the other member, the last message and how many
 * of its messages I have not seen. One statement, one row: the total and the page as JSON, so a
 * page past the end still reports the total. It costs what my number of conversations does, not
 * my number of messages: the members I wrote to and heard from are found by skipping through
 * messages_sender_receiver_idx and messages_receiver_sender_idx (migration 0099) one member at a
 * time (a loose index scan), then each conversation's last message is the first entry of its pair index and its unseen
 * count a few entries of messages_unseen_pair_idx.
 */
export async function listConversations(db: Db, memberId: number, page: PageWindow) {
  const { rows } = await sql<{ total: number; data: ConversationSummaryRow[] }>`
    with recursive wrote_to(other) as (
      select min(receiver_id) from messages where sender_id = ${memberId}
      union all
      select (select min(m.receiver_id) from messages m where m.sender_id = ${memberId} and m.receiver_id > w.other)
      from wrote_to w where w.other is not null
    ), heard_from(other) as (
      -- A held or hidden message is its sender's alone.
      select min(sender_id) from messages where receiver_id = ${memberId} and review_state = 'visible'
      union all
      select (select min(m.sender_id) from messages m
              where m.receiver_id = ${memberId} and m.review_state = 'visible' and m.sender_id > h.other)
      from heard_from h where h.other is not null
    ), others as (
      -- Each member checked by their key (a subquery, so the planner cannot hash every member instead).
      select o.other from (select other from wrote_to union select other from heard_from) o
      where o.other is not null and (select ${visibleMemberSql('u')} from users u where u.id = o.other)
    ), latest as (
      select l.*, o.other as other_id from others o
      cross join lateral (
        select m.* from messages m
        where least(m.sender_id, m.receiver_id) = least(${memberId}::int, o.other)
          and greatest(m.sender_id, m.receiver_id) = greatest(${memberId}::int, o.other)
          and (m.sender_id = ${memberId} or m.review_state = 'visible')
        order by least(m.sender_id, m.receiver_id), greatest(m.sender_id, m.receiver_id), m.created_at desc, m.id desc
        limit 1
      ) l
    ), page as (
      select l.*, u.title, u.first_name, u.last_name, u.image_path,
             (select count(*)::int from messages un where un.receiver_id = ${memberId} and un.sender_id = l.other_id
               and un.seen_at is null and un.review_state = 'visible') as unseen_count
      from (select * from latest order by created_at desc, id desc limit ${page.limit} offset ${page.offset}) l
      join users u on u.id = l.other_id
    )
    select (select count(*)::int from others) as total,
           coalesce((select jsonb_agg(p order by p.created_at desc, p.id desc) from page p), '[]'::jsonb) as data`.execute(
    db,
  );
  const row = rows[0];
  return { total: Number(row?.total ?? 0), data: row?.data ?? [] };
}

export type ConversationMessageRow = MessageRow & { sender: PartyRow };

/** The kept total and positions of a conversation as one of its members reads it (core/pagination.ts). */
export const conversationListKey = (readerId: number, otherId: number) => `conversation:${readerId}:${otherId}`;

const pairOf = (
  memberId: number,
  otherId: number,
) => sql`least(m.sender_id, m.receiver_id) = least(${memberId}::int, ${otherId}::int)
    and greatest(m.sender_id, m.receiver_id) = greatest(${memberId}::int, ${otherId}::int)
    and (m.sender_id = ${memberId} or m.review_state = 'visible')`;

/** Every POSITION_EVERY-th message of the conversation as the member reads it, newest first (seekFor). */
const conversationPositions = (db: Db, memberId: number, otherId: number) =>
  keysEvery<{ created_at: Date | string; id: number }>(
    db,
    db
      .selectFrom('messages as m')
      .select(['m.created_at', 'm.id'])
      .where(sql<boolean>`${pairOf(memberId, otherId)}`),
    sql`l.created_at desc, l.id desc`,
    POSITION_EVERY,
  );

/**
 * One page of the conversation between the member and another (page 1 = the newest), its total,
 * both block flags and the other member. Every message is filtered by the reader's own id, so the
 * URL can only ever name a conversation the reader is part of. The page is read in the pair
 * index's order (migration 0042), a deep one from the nearest kept position; the total is counted
 * from that index alone in the same statement, unless a long conversation's total is kept.
 */
export async function readConversation(db: Db, memberId: number, otherId: number, page: PageWindow) {
  const key = conversationListKey(memberId, otherId);
  const pair = pairOf(memberId, otherId);
  const [kept, seek] = await Promise.all([
    peekKeptTotal(key),
    seekFor(key, 'newest', page, () => conversationPositions(db, memberId, otherId)),
  ]);
  const after = seek.after
    ? sql`and (m.created_at, m.id) < (${seek.after.created_at}::timestamptz, ${seek.after.id}::int)`
    : sql``;
  const { rows } = await sql<{
    other: PartyRow | null;
    total: number;
    unseen: number;
    sender_block: boolean;
    receiver_block: boolean;
    data: ConversationMessageRow[];
  }>`
    select
      (select to_jsonb(o) from (select id, title, first_name, last_name, image_path from users u where id = ${otherId} and ${visibleMemberSql('u')}) o) as other,
      ${kept === undefined ? sql`(select count(*)::int from messages m where ${pair})` : sql`${kept}::int`} as total,
      (select count(*)::int from messages m where m.receiver_id = ${memberId} and m.sender_id = ${otherId}
        and m.seen_at is null and m.review_state = 'visible') as unseen,
      exists(select 1 from blocks where blocker_id = ${memberId} and blocked_id = ${otherId}) as sender_block,
      exists(select 1 from blocks where blocker_id = ${otherId} and blocked_id = ${memberId}) as receiver_block,
      coalesce((
        select jsonb_agg(to_jsonb(p) || jsonb_build_object('sender', to_jsonb(s)) order by p.created_at, p.id)
        from (
          select m.* from messages m where ${pair} ${after}
          order by m.created_at desc, m.id desc limit ${page.limit} offset ${seek.skip}
        ) p
        join (select id, title, first_name, last_name, image_path from users) s on s.id = p.sender_id
      ), '[]'::jsonb) as data`.execute(db);
  const row = rows[0];
  if (row && kept === undefined) keepTotal(key, row.total);
  // A kept total may lag a change made on another instance; the last page's own length is exact.
  if (row && kept !== undefined && endsList(page, row.data.length)) row.total = page.offset + row.data.length;
  return row;
}

/**
 * Marks what the member received from the other as seen and answers the member's remaining
 * unseen count (the count's snapshot still sees the rows just marked, hence the subtraction).
 */
export async function markConversationSeen(db: Db, memberId: number, otherId: number) {
  const { rows } = await sql<{ marked: number; unseen: number }>`
    with marked as (
      update messages set seen_at = now()
      where receiver_id = ${memberId} and sender_id = ${otherId} and seen_at is null and review_state = 'visible'
      returning id
    )
    select (select count(*)::int from marked) as marked,
           (select count(*)::int from messages where receiver_id = ${memberId} and seen_at is null and review_state = 'visible')
             - (select count(*)::int from marked) as unseen`.execute(db);
  return { marked: rows[0]?.marked ?? 0, unseen: rows[0]?.unseen ?? 0 };
}
