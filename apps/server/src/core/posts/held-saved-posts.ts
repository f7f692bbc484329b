import type { AnnouncedCache } from '../announced-cache.js';
import type { Db } from '../../db/database.js';
import { savedAmong, savedPostIds } from './posts.repository.js';

/**
 * A member's saved posts, held in memory by member for the saved flags of their news lists, so a
 * list page held for everyone (held-posts.ts) costs a member no query at all. Migration 0051
 * announces 's<member id>' on `content_changes` when their saves change. A member who saved more
 * than HELD_MAX posts is held as 'many', and each page asks the database for its own flags.
 */
export type HeldSavedPosts = AnnouncedCache<ReadonlySet<number> | 'many'>;

const HELD_MAX = 1000;

/** Which of these posts the member saved: from memory, or with one query. */
export async function savedAmongHeld(
  db: Db,
  held: HeldSavedPosts,
  memberId: number,
  ids: readonly number[],
): Promise<ReadonlySet<number>> {
  const saved = await held.lookup(String(memberId), async () => {
    const found = await savedPostIds(db, memberId, HELD_MAX + 1);
    return { value: found.length > HELD_MAX ? 'many' : new Set(found), tags: [`s${memberId}`] };
  });
  return saved === 'many' ? savedAmong(db, memberId, ids) : saved;
}
