import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What members may see of the modules table: a module whose workflow anchor (decision 0050) is
 * published. A module being written for the first time has no row yet; a withdrawn or expired one
 * keeps its row but is, to a member, a module that does not exist (404, absent from every list,
 * search, topic list and saved list). Every member-facing module read starts here.
 */
export const liveModules = (db: Db) =>
  db
    .selectFrom('education_modules as m')
    .innerJoin('posts as anchor', 'anchor.id', 'm.post_id')
    .where('anchor.status', '=', 'published');

/** The same rule for raw SQL: `from ${LIVE_MODULES} m`. */
export const LIVE_MODULES = sql`(select m.* from education_modules m join posts anchor on anchor.id = m.post_id
  where anchor.status = 'published')`;

/**
 * The same rule checked module by module through its anchor's key (a scalar subquery, which the
 * planner never turns into a join): for an ordered page that reads a few modules, where a join
 * may hash every published post instead.
 */
export const liveModulesByAnchor = (db: Db) =>
  db
    .selectFrom('education_modules as m')
    .where(sql<boolean>`(select anchor.status = 'published' from posts anchor where anchor.id = m.post_id)`);
