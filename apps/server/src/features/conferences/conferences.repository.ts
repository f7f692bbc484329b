import type { Db } from '../../db/database.js';

/** The ids a member's video views are tagged with (spec part 2 §2.3). */
export const findViewer = (db: Db, memberId: number) =>
  db
    .selectFrom('users')
    .select(['customer_id', 'crm_country', 'digital_id'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
