import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/**
 * Two selections for a query over `posts`: one page of top-level comments (newest first, each
 * with its replies oldest first and both authors' names and images) and the top-level total.
 * Nested in the caller's query, so a page of comments costs no extra round trip.
 */
export function commentPageSelect(eb: PostsEb, page: { limit: number; offset: number }) {
  return [
    jsonArrayFrom(
      eb
        .selectFrom('comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.user_id', 'c.text', 'c.created_at', 'u.first_name', 'u.last_name', 'u.image_path'])
        .select((inner) =>
          jsonArrayFrom(
            inner
              .selectFrom('comments as r')
              .innerJoin('users as ru', 'ru.id', 'r.user_id')
              .select(['r.id', 'r.user_id', 'r.text', 'r.created_at', 'ru.first_name', 'ru.last_name', 'ru.image_path'])
              .whereRef('r.parent_id', '=', 'c.id')
              .orderBy('r.created_at')
              .orderBy('r.id'),
          ).as('replies'),
        )
        .whereRef('c.post_id', '=', 'posts.id')
        .where('c.parent_id', 'is', null)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    ).as('comments'),
    eb
      .selectFrom('comments as t')
      .select((c) => c.fn.countAll<string>().as('n'))
      .whereRef('t.post_id', '=', 'posts.id')
      .where('t.parent_id', 'is', null)
      .as('total_comments'),
  ] as const;
}

/** GET /api/comment/:id: null when the post does not exist (404), else the page. One query. */
export const getCommentPage = (db: Db, postId: number, page: { limit: number; offset: number }) =>
  db
    .selectFrom('posts')
    .select('posts.id')
    .select((eb) => commentPageSelect(eb, page))
    .where('posts.id', '=', postId)
    .executeTakeFirst();
export type CommentPageRow = NonNullable<Awaited<ReturnType<typeof getCommentPage>>>;
export type CommentJson = CommentPageRow['comments'][number];
export type ReplyJson = CommentJson['replies'][number];

/**
 * Adds a comment (or a reply when parentId is set) and counts it on the post, in one statement.
 * Returns null when the post is missing or the parent is not a top-level comment of that post.
 */
export async function insertComment(
  db: Db,
  input: { postId: number; userId: number; parentId: number | null; text: string },
) {
  const result = await sql<{
    id: number;
    created_at: Date;
    first_name: string;
    last_name: string;
    image_path: string | null;
  }>`
    with target as (
      select p.id from posts p
      where p.id = ${input.postId}
        and (${input.parentId}::int is null or exists (
          select 1 from comments pc where pc.id = ${input.parentId}::int and pc.post_id = p.id and pc.parent_id is null))
    ), inserted as (
      insert into comments (post_id, user_id, parent_id, text)
      select target.id, ${input.userId}, ${input.parentId}::int, ${input.text} from target
      returning id, created_at, user_id
    ), counted as (
      update posts set comment_count = comment_count + 1 where id = (select id from target) and exists (select 1 from inserted)
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
    .executeTakeFirst();

/**
 * Deletes a comment and (by cascade) its replies, and lowers the post's count by all of them, in
 * one statement. Returns how many comments went.
 */
export async function deleteComment(db: Db, id: number): Promise<number> {
  const result = await sql<{ removed: number }>`
    with doomed as (
      select id, post_id from comments where id = ${id} or parent_id = ${id}
    ), deleted as (
      delete from comments where id = ${id} returning post_id
    ), counted as (
      update posts set comment_count = greatest(0, comment_count - (select count(*) from doomed))
      where id = (select post_id from deleted)
    )
    select (select count(*) from doomed)::int as removed from deleted`.execute(db);
  return result.rows[0]?.removed ?? 0;
}
