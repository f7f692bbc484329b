import type { Kysely } from 'kysely';
import { announceRowChanges } from '../row-change-triggers.js';

/**
 * The signed-in member's own answer (GET /api/user) is held in memory per member (features/identity,
 * decision 0075) and must change as soon as what it reads does: their account row (any column, so
 * a column added to the answer later is announced without a new trigger), the count of messages
 * they have not seen, and a waiting renewal of their HCP verification. These triggers announce
 * 'm<member id>' on a new channel, `member_changes`, once per statement, for each member whose row,
 * received messages or verification requests it inserted, updated or deleted, or 'all' when it
 * touched more than 50 members or emptied a table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const channel = 'member_changes';
  await announceRowChanges(db, { table: 'users', name: 'member', channel, tag: `'m' || id` });
  await announceRowChanges(db, { table: 'messages', name: 'member', channel, tag: `'m' || receiver_id` });
  await announceRowChanges(db, {
    table: 'hcp_verification_requests',
    name: 'member',
    channel,
    tag: `'m' || user_id`,
  });
}
