import { sql, type Kysely } from 'kysely';

/**
 * The viewer's own top-level comments that others do not see (held or hidden), which a thread's
 * total adds to the visible count (comment-page.repository.ts). Without it the planner walked the
 * post's whole top-level index: 0.46 ms on a post with 5,354 comments, on every article read. Only
 * held and hidden comments are in it, so it stays small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index comments_unlisted_idx on comments (post_id, user_id)
    where parent_id is null and review_state <> 'visible'`.execute(db);
}
