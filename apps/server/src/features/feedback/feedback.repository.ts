import type { PageWindow } from '../../core/pagination.js';
import type { Db } from '../../db/database.js';
import type { NewFeedback } from '../../db/tables/members.js';

export const insertFeedback = (db: Db, values: NewFeedback) =>
  db.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();

/**
 * One page of the inbox, newest first, with the sender's name and the total in the same query
 * (a window count), so the inbox costs one statement.
 */
export const listFeedback = (db: Db, { limit, offset }: PageWindow) =>
  db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select((eb) => [
      'f.id',
      'f.feature',
      'f.feedback_text',
      'f.created_at',
      'u.id as user_id',
      'u.title',
      'u.first_name',
      'u.last_name',
      'u.email',
      eb.fn.countAll<string>().over().as('total'),
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countFeedback = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
