import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
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

/** A member's saved posts that are still published, newest save first, with the total (core/pagination.ts). */
export async function listSavedPosts(db: Db, userId: number, page: PageWindow) {
  const base = publishedPosts(db)
    .innerJoin('saved_posts as s', 's.post_id', 'posts.id')
    .where('s.user_id', '=', userId);
  return pageWithTotal(
    `saved:${userId}`,
    page,
    () =>
      base
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
        .orderBy('s.created_at', 'desc')
        .orderBy('s.post_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    () => countRows(base),
  );
}
export type SavedPostRow = Awaited<ReturnType<typeof listSavedPosts>>['rows'][number];
