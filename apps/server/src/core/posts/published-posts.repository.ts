import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What members may see: posts whose status is 'published'. A draft, an item in review, a
 * withdrawn or an expired one is, to a member, a post that does not exist (404, absent from every
 * list, search, saved list and count). Every member-facing read starts here; the console alone
 * reads `posts` directly. Module anchors are never posts to members (their modules are read through
 * the modules feature, which checks the anchor's status).
 */
const PUBLISHED = 'published' as const;
/** An education module's workflow anchor (decision 0050): members read the module, never the post. */
const MODULE_ANCHOR = 'module' as const;

/** `publishedPosts(db).select(...)`: the query builder form. The table keeps its name, `posts`. */
export const publishedPosts = (db: Db) =>
  db.selectFrom('posts').where('posts.status', '=', PUBLISHED).where('posts.kind', '<>', MODULE_ANCHOR);

/** The same rule for raw SQL: `from ${PUBLISHED_POSTS} p` (the planner inlines the subquery). */
export const PUBLISHED_POSTS = sql`(select * from posts where status = ${sql.lit(PUBLISHED)} and kind <> ${sql.lit(MODULE_ANCHOR)})`;
