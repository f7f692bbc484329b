import type { Kysely } from 'kysely';
import { announceAllOnChange, announceRowChanges } from '../row-change-triggers.js';

/**
 * A conversation's newest page is held in memory for each of its two readers
 * (features/messaging, decision 0061) and must change as soon as what it shows does: a message
 * sent, seen, held, hidden or deleted, a block set or lifted, either member renamed, given a new
 * photo or title, hidden from members or erased. These triggers announce it on the channel
 * `message_changes`, once per statement: 'c<a>:<b>' for each pair of members whose messages or
 * blocks it touched (a the smaller id), or 'all' when it touched more than 50 pairs, emptied a
 * table or changed what is shown of a member, which every conversation with them shows.
 */
const pairOf = (a: string, b: string) => `'c' || least(${a}, ${b}) || ':' || greatest(${a}, ${b})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const channel = 'message_changes';
  await announceRowChanges(db, {
    table: 'messages',
    name: 'message',
    channel,
    tag: pairOf('sender_id', 'receiver_id'),
  });
  await announceRowChanges(db, { table: 'blocks', name: 'message', channel, tag: pairOf('blocker_id', 'blocked_id') });
  // What a conversation shows of a member (presentParty) and whether members may see them at all.
  await announceAllOnChange(db, {
    table: 'users',
    name: 'message',
    channel,
    columns: ['title', 'first_name', 'last_name', 'image_path', 'opted_out', 'hcp_status', 'erased_at'],
  });
}
