import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import { LIVE_MODULES, liveModules } from '../../core/modules/live-modules.repository.js';
import { cardColumns, dateLaunched } from './modules.repository.js';

/** The member's saved modules that are live (a withdrawn one leaves the list and the count until it returns). */
const savedLive = (db: Db, memberId: number) =>
  liveModules(db).innerJoin('saved_modules as s', 's.module_id', 'm.id').where('s.user_id', '=', memberId);

export async function countSavedModules(db: Db, memberId: number): Promise<number> {
  const row = await savedLive(db, memberId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const savedIds = reusableQuery((db, p: { memberId: number }) =>
  db.selectFrom('saved_modules').select('module_id').where('user_id', '=', p.memberId),
);

/**
 * Every module the member saved, by the member's key (at most one row per module): a search's hits
 * are matched against it in memory. Asking which of the hits are saved sent the hits' ids as an
 * array and probed the key once for each, which cost module search more than these few rows.
 */
export async function savedModuleIds(db: Db, memberId: number): Promise<Set<number>> {
  return new Set((await savedIds(db, { memberId })).map((r) => r.module_id));
}

/** The key of a member's saved modules' kept positions (core/pagination.ts). */
export const savedModulesKey = (memberId: number) => `saved-modules:${memberId}`;

/**
 * The member's saves of live modules, each module checked by its key (a scalar subquery, which the
 * planner never turns into a join that hashes every published post).
 */
const liveSaves = (db: Db, memberId: number) =>
  db
    .selectFrom('saved_modules as s')
    .where('s.user_id', '=', memberId)
    .where(sql<boolean>`(select true from ${LIVE_MODULES} m where m.id = s.module_id)`);

/** Every POSITION_EVERY-th of the member's live saved modules, newest save first (saved_modules_user_idx's order). */
const savedModulePositions = (db: Db, memberId: number) =>
  keysEvery<{ created_at: Date | string; module_id: number }>(
    db,
    liveSaves(db, memberId).select(['s.created_at', 's.module_id']),
    sql`l.created_at desc, l.module_id desc`,
    POSITION_EVERY,
  );

/**
 * The member's saved modules, most recently saved first: the page's saves in their index's order
 * (a deep page from the nearest kept position), then only those few modules.
 */
export async function listSavedModules(db: Db, memberId: number, page: PageWindow) {
  const seek = await seekFor(savedModulesKey(memberId), 'newest', page, () => savedModulePositions(db, memberId));
  const saves = liveSaves(db, memberId)
    .select(['s.module_id', 's.created_at'])
    .$if(seek.after !== null, (qb) =>
      qb.where(afterKey(['s.created_at', 's.module_id'], [seek.after!.created_at, seek.after!.module_id], 'desc')),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.module_id', 'desc')
    .limit(page.limit)
    .offset(seek.skip);
  return db
    .selectFrom(saves.as('s'))
    .innerJoin('education_modules as m', 'm.id', 's.module_id')
    .select([...cardColumns, dateLaunched])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.module_id', 'desc')
    .execute();
}

/**
 * Saves a live module in one statement and keeps its saves_count in step. `found` is false when no
 * such module is live; saving twice is harmless (the second insert does nothing and counts nothing).
 */
export async function saveModule(db: Db, memberId: number, moduleId: number): Promise<{ found: boolean }> {
  const { rows } = await sql<{ found: boolean }>`
    with target as (select id from ${LIVE_MODULES} m where id = ${moduleId}),
    ins as (
      insert into saved_modules (user_id, module_id) select ${memberId}, id from target
      on conflict do nothing returning module_id
    ),
    bump as (update education_modules set saves_count = saves_count + 1 where id in (select module_id from ins) returning id)
    select exists (select 1 from target) as found, (select count(*) from bump) as bumped`.execute(db);
  return { found: Boolean(rows[0]?.found) };
}

/** Removes a saved module; `removed` is false when the member had not saved it. */
export async function unsaveModule(db: Db, memberId: number, moduleId: number): Promise<{ removed: boolean }> {
  const { rows } = await sql<{ removed: boolean }>`
    with del as (delete from saved_modules where user_id = ${memberId} and module_id = ${moduleId} returning module_id),
    drop_count as (
      update education_modules set saves_count = greatest(saves_count - 1, 0) where id in (select module_id from del) returning id
    )
    select exists (select 1 from del) as removed, (select count(*) from drop_count) as dropped`.execute(db);
  return { removed: Boolean(rows[0]?.removed) };
}
