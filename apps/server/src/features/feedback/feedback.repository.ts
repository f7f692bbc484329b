import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import type { Db } from '../../db/database.js';
import type { NewFeedback } from '../../db/tables/members.js';
import { countRows } from '../../db/count.js';

export const insertFeedback = (db: Db, values: NewFeedback) =>
  db.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();

/** One page of the inbox, newest first, with the sender's name, and the total (core/pagination.ts). */
export const listFeedback = (db: Db, window: PageWindow) =>
  pageWithTotal(
    'feedback',
    window,
    () =>
      db
        .selectFrom('feedback as f')
        .innerJoin('users as u', 'u.id', 'f.user_id')
        .select([
          'f.id',
          'f.feature',
          'f.feedback_text',
          'f.created_at',
          'u.id as user_id',
          'u.title',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
    // Every message has its sender (not null, deleted with them): the count needs no join.
    () => countRows(db.selectFrom('feedback')),
  );
