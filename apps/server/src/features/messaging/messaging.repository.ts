import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ReportAction } from '../../db/tables/messaging.js';

/** The other member as message screens show them (the users columns the presenter maps). */
export interface PartyRow {
  id: number;
  title: string;
  first_name: string;
  last_name: string;
  image_path: string | null;
  is_admin: boolean;
}

export interface MessageRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  text: string;
  resource_link: string | null;
  created_at: Date | string;
  seen_at: Date | string | null;
}

/** Who the recipient is and whether either side has blocked the other, in one query. */
export async function findRecipientState(db: Db, memberId: number, otherId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.opted_out', 'u.hcp_status'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .whereRef('blocked_id', '=', 'u.id')
            .where('blocker_id', '=', memberId)
            .select(sql`1`.as('x')),
        )
        .as('sender_block'),
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .whereRef('blocker_id', '=', 'u.id')
            .where('blocked_id', '=', memberId)
            .select(sql`1`.as('x')),
        )
        .as('receiver_block'),
    ])
    .where('u.id', '=', otherId)
    .executeTakeFirst();
}

export interface NewMessageInput {
  senderId: number;
  receiverId: number;
  text: string;
  resourceLink?: string | null;
}

/**
 * Stores a message and answers it with its sender and the receiver's new unseen count (the
 * count's snapshot predates the insert, hence + 1), so sending costs one statement.
 */
export async function insertMessage(db: Db, input: NewMessageInput) {
  return db
    .with('ins', (qb) =>
      qb
        .insertInto('messages')
        .values({
          sender_id: input.senderId,
          receiver_id: input.receiverId,
          text: input.text,
          resource_link: input.resourceLink ?? null,
        })
        .returningAll(),
    )
    .selectFrom('ins')
    .innerJoin('users as s', 's.id', 'ins.sender_id')
    .selectAll('ins')
    .select(['s.title', 's.first_name', 's.last_name', 's.image_path', 's.is_admin'])
    .select((eb) =>
      sql<number>`(${eb
        .selectFrom('messages as m')
        .whereRef('m.receiver_id', '=', 'ins.receiver_id')
        .where('m.seen_at', 'is', null)
        .select((e) => e.fn.countAll().as('n'))})::int + 1`.as('receiver_unseen'),
    )
    .executeTakeFirstOrThrow();
}

export async function countUnseen(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .where('receiver_id', '=', memberId)
    .where('seen_at', 'is', null)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a report and, when asked, the block; nothing is stored for an unknown reportee. */
export async function insertReport(
  db: Db,
  input: { reporterId: number; reporteeId: number; reason: string; action: ReportAction; contactEmail: string | null },
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with reportee as (
      select id from users where id = ${input.reporteeId} and id <> ${input.reporterId}
    ), report as (
      insert into message_reports (reporter_id, reportee_id, contact_email, reason, action)
      select ${input.reporterId}, id, ${input.contactEmail}, ${input.reason}, ${input.action} from reportee
      returning id, reportee_id
    ), block as (
      insert into blocks (blocker_id, blocked_id)
      select ${input.reporterId}, reportee_id from report where ${input.action} = 'block'
      on conflict do nothing
    )
    select id from report`.execute(db);
  return rows.length > 0;
}
