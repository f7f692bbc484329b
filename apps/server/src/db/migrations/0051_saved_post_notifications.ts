import type { Kysely } from 'kysely';
import { announceRowChanges } from '../row-change-triggers.js';

/**
 * A member's saved posts are held in memory for the saved flags of their news lists
 * (core/posts/held-saved-posts.ts). These triggers announce 's<member id>' on `content_changes`
 * once per statement that saves or unsaves posts (a save, an unsave, an erasure, a post deleted
 * with its saves), or 'all' when it touched more than 50 members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await announceRowChanges(db, {
    table: 'saved_posts',
    name: 'saved',
    channel: 'content_changes',
    tag: `'s' || user_id`,
  });
}
