import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Every active activity in the console's order, and the retired ones this member is still opted in
 * to (so their choice stays readable and reversible), with the member's choice, in one query.
 */
export const listPreferences = (db: Db, userId: number) =>
  db
    .selectFrom('activity_types as a')
    .leftJoin('member_activity as m', (j) => j.onRef('m.activity_type_id', '=', 'a.id').on('m.user_id', '=', userId))
    .select(['a.id', 'a.name', 'a.description', 'a.active', sql<boolean>`coalesce(m.opted_in, false)`.as('opted_in')])
    .where((eb) => eb.or([eb('a.active', '=', true), eb('m.opted_in', '=', true)]))
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();

/**
 * Records the choice in one statement: the insert selects the activity, so an unknown activity, or
 * an opt-in to a retired one, inserts nothing and the caller gets undefined. Opting out of a retired
 * activity is allowed: a member may always withdraw a choice they made.
 */
export const setOptIn = (db: Db, userId: number, activityTypeId: number, optedIn: boolean) =>
  db
    .insertInto('member_activity')
    .columns(['user_id', 'activity_type_id', 'opted_in'])
    .expression((eb) =>
      eb
        .selectFrom('activity_types')
        .select([sql<number>`${userId}::integer`.as('user_id'), 'id', sql<boolean>`${optedIn}::boolean`.as('opted_in')])
        .where('id', '=', activityTypeId)
        .where((w) => (optedIn ? w('active', '=', true) : w.lit(true))),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'activity_type_id'])
        .doUpdateSet({ opted_in: (eb) => eb.ref('excluded.opted_in'), updated_at: new Date() }),
    )
    .returning(['activity_type_id', 'opted_in'])
    .executeTakeFirst();

const STAFF_COLUMNS = ['id', 'name', 'description', 'active', 'position', 'retired_at'] as const;

/** A new activity goes last in the members' list. */
export const createActivity = (db: Db, input: { name: string; description: string; isSample?: boolean }) =>
  db
    .insertInto('activity_types')
    .values((eb) => ({
      name: input.name,
      description: input.description,
      is_sample: input.isSample ?? false,
      position: eb.selectFrom('activity_types').select(sql<number>`coalesce(max(position), 0) + 1`.as('p')),
    }))
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();

/** Types with how many members are opted in now. */
const staffRows = (db: Db) =>
  db.selectFrom('activity_types as a').select([
    ...STAFF_COLUMNS.map((c) => `a.${c}` as const),
    (eb) =>
      eb
        .selectFrom('member_activity as m')
        .select(sql<number>`count(*)::integer`.as('n'))
        .whereRef('m.activity_type_id', '=', 'a.id')
        .where('m.opted_in', '=', true)
        .as('opted_in'),
  ]);

/** The console's list: every type in the members' order. */
export const listActivityTypesForStaff = (db: Db) => staffRows(db).orderBy('a.position').orderBy('a.id').execute();

export const findActivityType = (db: Db, id: number) => staffRows(db).where('a.id', '=', id).executeTakeFirst();

export const updateActivityType = (db: Db, id: number, input: { name: string; description: string }) =>
  db
    .updateTable('activity_types')
    .set({ name: input.name, description: input.description, updated_at: new Date() })
    .where('id', '=', id)
    .returning(STAFF_COLUMNS)
    .executeTakeFirst();

/** Retire (active false, stamped) or restore an activity type. */
export const setActivityTypeActive = (db: Db, id: number, active: boolean) =>
  db
    .updateTable('activity_types')
    .set({ active, retired_at: active ? null : new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .returning(STAFF_COLUMNS)
    .executeTakeFirst();

export const listActivityTypeIds = async (db: Db) =>
  (await db.selectFrom('activity_types').select('id').execute()).map((r) => r.id);

/** Positions 1..n in the order given, in one statement. */
export const setActivityTypeOrder = (db: Db, ids: number[]) =>
  sql`update activity_types a set position = o.n, updated_at = now()
    from unnest(${sql.val(ids)}::integer[]) with ordinality as o(id, n)
    where a.id = o.id`.execute(db);
