import type { Kysely } from 'kysely';
import { announceRowChanges } from '../row-change-triggers.js';

/**
 * The member directory's first page is held in memory (features/members, decision 0076) and must
 * change as soon as anyone in it could: a member added, renamed, given a photo, verified, opted out,
 * erased or deleted. This trigger announces 'directory' on `member_changes` once per statement that
 * inserts, updates or deletes `users` rows (any column, as migration 0052 does), or 'all' when one
 * empties the table. Every row of a statement carries the same tag, so a bulk change announces it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await announceRowChanges(db, {
    table: 'users',
    name: 'directory',
    channel: 'member_changes',
    tag: `'directory'::text`,
  });
}
