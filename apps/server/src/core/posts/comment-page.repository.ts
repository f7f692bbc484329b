import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Database } from '../../db/schema.js';
import { endsList, POSITION_EVERY, seekFor, type PageWindow } from '../pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import { publishedPosts } from './published-posts.repository.js';

type PostsEb = ExpressionBuilder<Database, 'posts'>;

/**
 * Three selections for a query over `posts`: one page of top-level comments (newest first, each
 * with its replies oldest first and both authors' names and images), how many of the viewer's
 * own top-level comments are not visible to others, and how many everyone sees (the post's
 * thread_count). Nested in the caller's query, so a page of comments and its total cost no extra
 * round trip; withCommentTotal then adds the total. Comments held for
 * review or hidden by a moderator show only to their author (`viewerId`).
 */
export function commentPageSelect(
  eb: PostsEb,
  page: Pick<PageWindow, 'limit' | 'offset'> & { after?: { at: unknown; id: unknown } },
  viewerId: number,
) {
  const shown = (alias: 'c' | 'r') =>
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
        .$if(page.after !== undefined, (qb) =>
          qb.where(afterKey(['c.created_at', 'c.id'], [page.after!.at, page.after!.id], 'desc')),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    ).as('comments'),
    // Through comments_unlisted_all_idx (migration 0047): held and hidden comments are few. A
    // literal, which a prepared statement's generic plan can match to the index's predicate.
    eb
      .selectFrom('comments as o')
      .select((c) => c.fn.countAll<string>().as('n'))
      .where('o.user_id', '=', viewerId)
      .whereRef('o.post_id', '=', 'posts.id')
      .where('o.parent_id', 'is', null)
      .where('o.review_state', '<>', sql.lit('visible'))
      .as('own_unlisted_comments'),
    // Kept by triggers on comments (migration 0107): the total of what everyone sees, no count.
    eb.ref('posts.thread_count').as('thread_count'),
  ] as const;
}

/**
 * Whether a page read with commentPageSelect is what every member sees who has no held or hidden
 * comments there: the viewer has no such top-level comment (not even past this page, where it would
 * still count in the total) and none, reply or comment, is on the page.
 */
export function isEveryonesPage(row: {
  comments: { review_state: string; replies: { review_state: string }[] }[];
  own_unlisted_comments: string | number | null;
}): boolean {
  return (
    Number(row.own_unlisted_comments ?? 0) === 0 &&
    row.comments.every((c) => c.review_state === 'visible' && c.replies.every((r) => r.review_state === 'visible'))
  );
}

/** The key under which a post's comment positions are kept (decision 0054, seekFor); the comment writers forget them. */
export const commentListKey = (postId: number) => `comments:${postId}`;

/**
 * A row read with commentPageSelect, with its top-level total: exact from the last page; else the
 * comments visible to everyone, kept on the post row (posts.thread_count, migration 0107) and read
 * with it, plus the viewer's own that others do not see. No statement of its own.
 */
export function withCommentTotal<
  R extends { comments: unknown[]; own_unlisted_comments: string | number | null; thread_count: number },
>(page: Pick<PageWindow, 'limit' | 'offset'>, row: R): R & { total_comments: number } {
  const shown = row.comments.length;
  const total = endsList(page, shown)
    ? page.offset + shown
    : Number(row.thread_count) + Number(row.own_unlisted_comments ?? 0);
  return { ...row, total_comments: total };
}

type CommentPageParams = {
  postId: number;
  viewerId: number;
  limit: number;
  offset: number;
  afterAt?: Date | string;
  afterId?: number;
};
const commentPage = reusableQuery((db, p: CommentPageParams, shape: { seek: boolean }) =>
  publishedPosts(db)
    .select('posts.id')
    .select((eb) =>
      // Each parameter by name: the stand-ins of reusableQuery cannot be spread.
      commentPageSelect(
        eb,
        { limit: p.limit, offset: p.offset, after: shape.seek ? { at: p.afterAt, id: p.afterId } : undefined },
        p.viewerId,
      ),
    )
    .where('posts.id', '=', p.postId),
);

/** The kept positions of a thread's top-level comments that everyone sees (core/pagination.ts seekFor). */
const commentPositions = (db: Db, postId: number) =>
  keysEvery<{ created_at: Date | string; id: number }>(
    db,
    db
      .selectFrom('comments')
      .select(['created_at', 'id'])
      .where('post_id', '=', postId)
      .where('parent_id', 'is', null)
      .where('review_state', '=', 'visible'),
    sql`l.created_at desc, l.id desc`,
    POSITION_EVERY,
  );

/**
 * A page of comments as the viewer sees it, without the total; undefined when the post is not
 * published. A deep page seeks from the thread's kept positions; those count what everyone sees,
 * so a viewer with top-level comments only they see (few: held or hidden ones) reads by offset.
 */
export async function readCommentPage(
  db: Db,
  postId: number,
  page: Pick<PageWindow, 'limit' | 'offset'>,
  viewerId: number,
) {
  const plain = { postId, viewerId, limit: page.limit, offset: page.offset };
  const seek = await seekFor(commentListKey(postId), 'newest', page, () => commentPositions(db, postId));
  if (seek.after !== null) {
    const params = { ...plain, offset: seek.skip, afterAt: seek.after.created_at, afterId: seek.after.id };
    const [row] = await commentPage(db, params, { seek: true });
    if (!row || Number(row.own_unlisted_comments ?? 0) === 0) return row;
  }
  return (await commentPage(db, plain, { seek: false }))[0];
}

/** GET /api/comment/:id: undefined when the post does not exist or is not published (404), else the page and its total. */
export async function getCommentPage(db: Db, postId: number, page: PageWindow, viewerId: number) {
  const row = await readCommentPage(db, postId, page, viewerId);
  return row && withCommentTotal(page, row);
}
