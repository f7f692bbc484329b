import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface ShareTarget {
  receiver_id: number;
  receiver_email: string;
  receiver_title: string;
  receiver_first_name: string;
  receiver_last_name: string;
  /** Opted out, not verified: treated as unknown. */
  unavailable: boolean;
  /** Either member has blocked the other. */
  blocked: boolean;
  sender_title: string;
  sender_first_name: string;
  sender_last_name: string;
  message_id: number | null;
  /** The receiver's unseen messages including this one (the header badge). */
  receiver_unseen: number;
}

/**
 * Looks up the receiver and, when they may receive it, stores the share as a private message
 * (with the shared page's link) — in ONE statement, so the share costs one query before the mail.
 * Returns null when the receiver does not exist or is the sender.
 */
export async function sendShareMessage(
  db: Db,
  input: { senderId: number; receiverId: number; text: string; resourceLink: string },
): Promise<ShareTarget | null> {
  const result = await sql<ShareTarget>`
    with r as (
      select u.id, u.email, u.title, u.first_name, u.last_name,
        (u.opted_out or u.hcp_status <> 'verified') as unavailable,
        exists (
          select 1 from blocks b
          where (b.blocker_id = u.id and b.blocked_id = ${input.senderId})
             or (b.blocker_id = ${input.senderId} and b.blocked_id = u.id)
        ) as blocked
      from users u where u.id = ${input.receiverId} and u.id <> ${input.senderId}
    ), inserted as (
      insert into messages (sender_id, receiver_id, text, resource_link)
      select ${input.senderId}, r.id, ${input.text}, ${input.resourceLink} from r
      where not r.unavailable and not r.blocked
      returning id
    )
    select r.id as receiver_id, r.email as receiver_email, r.title as receiver_title,
      r.first_name as receiver_first_name, r.last_name as receiver_last_name, r.unavailable, r.blocked,
      s.title as sender_title, s.first_name as sender_first_name, s.last_name as sender_last_name,
      (select id from inserted) as message_id,
      -- The statement's snapshot does not see its own insert: add it.
      ((select count(*) from messages m where m.receiver_id = r.id and m.seen_at is null) + (select count(*) from inserted))::int as receiver_unseen
    from r cross join users s where s.id = ${input.senderId}`.execute(db);
  return result.rows[0] ?? null;
}
