import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED_POSTS } from '../../core/posts/published-posts.repository.js';

/**
 * Adds a comment (or a reply when parentId is set), in one statement; the post's counts follow by
 * trigger (migration 0108), a held comment's once a moderator releases it. One the rules flag joins
 * the moderation queue in the same statement. Returns null when the post is missing (or not
 * published) or the parent is not a top-level comment of that post.
 */
export async function insertComment(
  db: Db,
  input: {
    postId: number;
    userId: number;
    parentId: number | null;
    text: string;
    /** Visible and unflagged unless the rules said otherwise (sample data, tests). */
    review?: { state: 'visible' | 'held'; flag: { reason: string; details: string | null } | null };
  },
) {
  const review = input.review ?? { state: 'visible', flag: null };
  const flag = review.flag;
  const result = await sql<{
    id: number;
    created_at: Date;
    first_name: string;
    last_name: string;
    image_path: string | null;
  }>`
    with target as (
      select p.id from ${PUBLISHED_POSTS} p
      where p.id = ${input.postId}
        and (${input.parentId}::int is null or exists (
          select 1 from comments pc where pc.id = ${input.parentId}::int and pc.post_id = p.id and pc.parent_id is null))
    ), inserted as (
      insert into comments (post_id, user_id, parent_id, text, review_state)
      select target.id, ${input.userId}, ${input.parentId}::int, ${input.text}, ${review.state} from target
      returning id, created_at, user_id, post_id, text
    ), flagged as (
      insert into moderation_items (source, reason, details, comment_id, post_id, author_id, excerpt)
      select 'rule', ${flag?.reason ?? ''}, ${flag?.details ?? null}, id, post_id, user_id, text from inserted
      where ${flag !== null}
    )
    select i.id, i.created_at, u.first_name, u.last_name, u.image_path
    from inserted i join users u on u.id = i.user_id`.execute(db);
  return result.rows[0] ?? null;
}

export const findComment = (db: Db, id: number) =>
  db.selectFrom('comments').select(['id', 'post_id', 'user_id', 'parent_id']).where('id', '=', id).executeTakeFirst();

export const updateCommentText = (db: Db, id: number, text: string) =>
  db
    .updateTable('comments as c')
    .from('users as u')
    .set({ text, updated_at: new Date() })
    .whereRef('u.id', '=', 'c.user_id')
    .where('c.id', '=', id)
    .returning(['c.id', 'c.user_id', 'c.text', 'c.created_at', 'u.first_name', 'u.last_name', 'u.image_path'])
    .returning(['c.review_state', 'c.hidden_reason'])
    .executeTakeFirst();

/**
 * An edited comment the rules want a moderator to see joins the queue; when they hold it, a
 * visible comment goes back to awaiting review (and off its post's counts, by trigger). One statement.
 */
export async function flagEditedComment(
  db: Db,
  id: number,
  review: { state: 'visible' | 'held'; flag: { reason: string; details: string | null } },
): Promise<void> {
  await sql`
    with old as (
      select id, post_id, user_id, text, review_state from comments where id = ${id}
    ), held as (
      update comments set review_state = 'held'
      where id = ${id} and ${review.state === 'held'} and review_state = 'visible'
      returning id
    )
    insert into moderation_items (source, reason, details, comment_id, post_id, author_id, excerpt)
    select 'rule', ${review.flag.reason}, ${review.flag.details}, id, post_id, user_id, text from old`.execute(db);
}

/**
 * Deletes a comment and (by cascade) its replies in one statement; the post's counts follow by
 * trigger. Returns how many comments went.
 */
export async function deleteComment(db: Db, id: number): Promise<number> {
  const result = await sql<{ removed: number }>`
    with doomed as (
      select id, post_id from comments where id = ${id} or parent_id = ${id}
    ), deleted as (
      delete from comments where id = ${id} returning post_id
    )
    select (select count(*) from doomed)::int as removed from deleted`.execute(db);
  return result.rows[0]?.removed ?? 0;
}
