import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SafetyCaseState } from '../../db/tables/safety.js';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import { countRows } from '../../db/count.js';

const SUMMARY = [
  'c.id',
  'c.source_type',
  'c.state',
  'c.verbatim',
  'c.author_name',
  'c.author_country',
  'c.written_at',
  'c.mailbox',
  'm.sent_at as mailed_at',
  'm.status as mail_status',
] as const;

/** The key of the case list's kept total: the state it is filtered by, if any. */
export const safetyCasesTotalKey = (state: SafetyCaseState | undefined) => `safety-cases:${state ?? ''}`;

/** Newest first, filtered by state when asked, and the total (core/pagination.ts). */
export const listSafetyCases = (db: Db, state: SafetyCaseState | undefined, page: PageWindow) =>
  pageWithTotal(
    safetyCasesTotalKey(state),
    page,
    () =>
      db
        .selectFrom('safety_cases as c')
        .leftJoin('mail_outbox as m', 'm.id', 'c.mail_id')
        .select(SUMMARY)
        .$if(state !== undefined, (q) => q.where('c.state', '=', state!))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    () => countRows(db.selectFrom('safety_cases').$if(state !== undefined, (q) => q.where('state', '=', state!))),
  );
export type SafetyCaseListRow = Awaited<ReturnType<typeof listSafetyCases>>['rows'][number];

export const findSafetyCase = (db: Db, id: number) =>
  db
    .selectFrom('safety_cases as c')
    .leftJoin('mail_outbox as m', 'm.id', 'c.mail_id')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .select([
      ...SUMMARY,
      'c.author_email',
      'c.author_id',
      'c.post_id',
      'c.screening',
      'c.criteria',
      'c.decided_at',
      'c.note',
      'c.retained',
      'm.attempts as mail_attempts',
      'm.last_error as mail_error',
      sql<string | null>`d.title || ' ' || d.first_name || ' ' || d.last_name`.as('decided_by_name'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
export type SafetyCaseRow = NonNullable<Awaited<ReturnType<typeof findSafetyCase>>>;

export const updateSafetyCase = (
  db: Db,
  id: number,
  d: { criteria: Record<string, boolean>; state: SafetyCaseState; note: string | null; decidedBy: number },
) =>
  db
    .updateTable('safety_cases')
    .set({
      criteria: JSON.stringify(d.criteria),
      state: d.state,
      note: d.note,
      decided_by: d.decidedBy,
      decided_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
