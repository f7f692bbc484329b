import { sql } from 'kysely';
import type { ViewType } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { PUBLISHED_POSTS } from '../../core/posts/published-posts.repository.js';

/** A news item belongs to a news group; everything else in posts is education content. */
const ofType = (type: ViewType) => (type === 'news' ? sql`news_group is not null` : sql`news_group is null`);

/**
 * Counts a member's view of a post once per day, in one statement: the day's view row is written
 * only if missing, and the count rises only when it was. Undefined when there is no such post of
 * that type, or it is not published.
 */
export async function countViewOnce(db: Db, input: { type: ViewType; postId: number; userId: number }) {
  const { rows } = await sql<{ views: number }>`
    with item as (
      select id, views from ${PUBLISHED_POSTS} p where id = ${input.postId} and ${ofType(input.type)}
    ), seen as (
      insert into post_views (post_id, user_id, day)
      select id, ${input.userId}, (now() at time zone 'utc')::date from item
      on conflict do nothing
      returning post_id
    ), counted as (
      update posts set views = views + 1 where id in (select post_id from seen) returning views
    )
    select coalesce((select views from counted), item.views) as views from item`.execute(db);
  return rows[0];
}
