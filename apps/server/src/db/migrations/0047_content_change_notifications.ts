import { sql, type Kysely } from 'kysely';
import { announceAllOnChange, announceRowChanges } from '../row-change-triggers.js';

/**
 * Articles, their first comment pages and news lists are held in memory as every member sees them
 * (features/news and features/comments, decision 0060) and must change as soon as what they show
 * does: a post edited, published, withdrawn, rated or viewed, a comment added, edited, held or
 * hidden, an author renamed or erased. These triggers announce it on the channel
 * `content_changes`, once per statement: 'p<id>' for each post a statement touched (its own row or
 * its comments) and 'posts' when post rows changed, or 'all' when a statement touched more than 50
 * posts, emptied a table or changed names or photos, which every comment thread may show.
 *
 * A held article serves a member only when none of their comments on it, replies included, is
 * held or hidden; comments_unlisted_all_idx answers that by the post and member. It replaces
 * 0041's index, which had top-level comments only: carrying parent_id, it answers that count too.
 * Only held and hidden comments are in it, so it stays small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const channel = 'content_changes';
  // Lists of posts show the rows (a comment's count included), not the comments.
  await announceRowChanges(db, { table: 'posts', name: 'content', channel, tag: `'p' || id`, alsoTag: 'posts' });
  await announceRowChanges(db, { table: 'comments', name: 'content', channel, tag: `'p' || post_id` });
  await announceAllOnChange(db, {
    table: 'users',
    name: 'content',
    channel,
    columns: ['first_name', 'last_name', 'image_path', 'erased_at'],
  });
  await sql`create index comments_unlisted_all_idx on comments (post_id, user_id) include (parent_id)
    where review_state <> 'visible'`.execute(db);
  await sql`drop index comments_unlisted_idx`.execute(db);
}
