import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What a reply's notifications need: the page (title, kind, tags for its address), the author of
 * the comment replied to, and as a recipients subquery everyone else who replied in that thread.
 */
export const findReplyContext = (db: Db, parentId: number) =>
  db
    .selectFrom('comments as pc')
    .innerJoin('posts as p', 'p.id', 'pc.post_id')
    .select(['p.id as post_id', 'p.title', 'p.kind', 'p.tags', 'pc.user_id as parent_author'])
    .where('pc.id', '=', parentId)
    .executeTakeFirst();

/** The other members who replied visibly in the thread of `parentId` (a recipients subquery). */
export const threadRepliers = (parentId: number, except: number[]) =>
  sql`select distinct c.user_id from comments c
    where c.parent_id = ${parentId} and c.review_state = 'visible' and c.user_id <> all(${except}::int[])`;
