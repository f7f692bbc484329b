import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Every active activity with this member's choice (false when they never chose), in one query. */
export const listPreferences = (db: Db, userId: number) =>
  db
    .selectFrom('activity_types as a')
    .leftJoin('member_activity as m', (j) => j.onRef('m.activity_type_id', '=', 'a.id').on('m.user_id', '=', userId))
    .select(['a.id', 'a.name', 'a.description', sql<boolean>`coalesce(m.opted_in, false)`.as('opted_in')])
    .where('a.active', '=', true)
    .orderBy('a.id')
    .execute();

/**
 * Records the choice in one statement: the insert selects the activity, so an unknown or retired
 * activity inserts nothing and the caller gets undefined.
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
        .where('active', '=', true),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'activity_type_id'])
        .doUpdateSet({ opted_in: (eb) => eb.ref('excluded.opted_in'), updated_at: new Date() }),
    )
    .returning(['activity_type_id', 'opted_in'])
    .executeTakeFirst();

export const createActivity = (db: Db, input: { name: string; description: string; isSample?: boolean }) =>
  db
    .insertInto('activity_types')
    .values({ name: input.name, description: input.description, is_sample: input.isSample ?? false })
    .returning(['id', 'name', 'description', 'active'])
    .executeTakeFirstOrThrow();
