import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import { PUBLISHED_POSTS, publishedPosts } from '../../core/posts/published-posts.repository.js';
import { countRows } from '../../db/count.js';

/** Saves a post; false when the post does not exist or is not published. Saving twice is not an error. */
export async function savePost(db: Db, userId: number, postId: number): Promise<boolean> {
  const result = await sql<{ id: number; saved: boolean }>`
    with target as (select id from ${PUBLISHED_POSTS} p where id = ${postId}),
    inserted as (
      insert into saved_posts (user_id, post_id) select ${userId}, id from target
      on conflict (user_id, post_id) do nothing
      returning post_id
    )
    select id from target`.execute(db);
  return result.rows.length > 0;
}

/** Unsaves a post; false when the post does not exist. Unsaving an unsaved post is not an error. */
export async function unsavePost(db: Db, userId: number, postId: number): Promise<boolean> {
  const result = await sql<{ id: number }>`
    with target as (select id from ${PUBLISHED_POSTS} p where id = ${postId}),
    deleted as (delete from saved_posts where user_id = ${userId} and post_id = ${postId} returning post_id)
    select id from target`.execute(db);
  return result.rows.length > 0;
}

/** The key of a member's saved list's kept total and positions (core/pagination.ts). */
export const savedListKey = (userId: number) => `saved:${userId}`;

const savedPublished = (db: Db, userId: number) =>
  publishedPosts(db).innerJoin('saved_posts as s', 's.post_id', 'posts.id').where('s.user_id', '=', userId);

/**
 * The member's saves of published posts, each post checked by its key (a scalar subquery, which
 * the planner never turns into a join that hashes every published post).
 */
const publishedSaves = (db: Db, userId: number) =>
  db
    .selectFrom('saved_posts as s')
    .where('s.user_id', '=', userId)
    .where(sql<boolean>`(select true from ${PUBLISHED_POSTS} p where p.id = s.post_id)`);

/** Every POSITION_EVERY-th save of the member's list, newest first: in saved_posts_user_idx's order. */
const savedPositions = (db: Db, userId: number) =>
  keysEvery<{ created_at: Date | string; post_id: number }>(
    db,
    publishedSaves(db, userId).select(['s.created_at', 's.post_id']),
    sql`l.created_at desc, l.post_id desc`,
    POSITION_EVERY,
  );

/**
 * A member's saved posts that are still published, newest save first, with the total
 * (core/pagination.ts): the page's saves are read in saved_posts_user_idx's order, a deep page
 * from the nearest kept position rather than past every save before it, and only those few
 * are joined to their posts.
 */
export async function listSavedPosts(db: Db, userId: number, page: PageWindow) {
  const key = savedListKey(userId);
  const readPage = async () => {
    const seek = await seekFor(key, 'newest', page, () => savedPositions(db, userId));
    const saves = publishedSaves(db, userId)
      .select(['s.post_id', 's.created_at'])
      .$if(seek.after !== null, (qb) =>
        qb.where(afterKey(['s.created_at', 's.post_id'], [seek.after!.created_at, seek.after!.post_id], 'desc')),
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('s.post_id', 'desc')
      .limit(page.limit)
      .offset(seek.skip);
    return db
      .selectFrom(saves.as('k'))
      .innerJoin('posts', 'posts.id', 'k.post_id')
      .select([
        'posts.id',
        'posts.kind',
        'posts.tags',
        'posts.title',
        'posts.excerpt',
        'posts.feature_image',
        'posts.comment_count',
        'posts.article_url',
        'posts.category',
        'posts.access_status',
        'posts.article_source',
      ])
      .orderBy('k.created_at', 'desc')
      .orderBy('k.post_id', 'desc')
      .execute();
  };
  return pageWithTotal(key, page, readPage, () => countRows(savedPublished(db, userId)));
}
export type SavedPostRow = Awaited<ReturnType<typeof listSavedPosts>>['rows'][number];
