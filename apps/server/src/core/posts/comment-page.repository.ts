import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { PageWindow } from '../pagination.js';
import { publishedPosts } from './published-posts.repository.js';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/**
 * Two selections for a query over `posts`: one page of top-level comments (newest first, each
 * with its replies oldest first and both authors' names and images) and the top-level total.
 * Nested in the caller's query, so a page of comments costs no extra round trip. Comments held
 * for review or hidden by a moderator show only to their author (`viewerId`, issue 12).
 */
export function commentPageSelect(eb: PostsEb, page: Pick<PageWindow, 'limit' | 'offset'>, viewerId: number) {
  const shown = (alias: 'c' | 'r' | 't') =>
    sql<boolean>`(${sql.ref(`${alias}.review_state`)} = 'visible' or ${sql.ref(`${alias}.user_id`)} = ${viewerId})`;
  return [
    jsonArrayFrom(
      eb
        .selectFrom('comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.user_id', 'c.text', 'c.created_at', 'u.first_name', 'u.last_name', 'u.image_path'])
        .select(['c.review_state', 'c.hidden_reason'])
        .select((inner) =>
          jsonArrayFrom(
            inner
              .selectFrom('comments as r')
              .innerJoin('users as ru', 'ru.id', 'r.user_id')
              .select(['r.id', 'r.user_id', 'r.text', 'r.created_at', 'ru.first_name', 'ru.last_name', 'ru.image_path'])
              .select(['r.review_state', 'r.hidden_reason'])
              .whereRef('r.parent_id', '=', 'c.id')
              .where(shown('r'))
              .orderBy('r.created_at')
              .orderBy('r.id'),
          ).as('replies'),
        )
        .whereRef('c.post_id', '=', 'posts.id')
        .where('c.parent_id', 'is', null)
        .where(shown('c'))
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
      .where(shown('t'))
      .as('total_comments'),
  ] as const;
}

/** GET /api/comment/:id: null when the post does not exist or is not published (404), else the page. One query. */
export const getCommentPage = (db: Db, postId: number, page: PageWindow, viewerId: number) =>
  publishedPosts(db)
    .select('posts.id')
    .select((eb) => commentPageSelect(eb, page, viewerId))
    .where('posts.id', '=', postId)
    .executeTakeFirst();
