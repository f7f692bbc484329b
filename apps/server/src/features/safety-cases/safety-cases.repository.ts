import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SafetyCaseState } from '../../db/tables/safety.js';

const SUMMARY = [
  'c.id',
  'c.source_type',
  'c.state',
  'c.verbatim',
  'c.author_name',
  'c.author_country',
  'c.written_at',
  'c.due_at',
  'c.serious',
  'c.seriousness',
  'c.assignee_id',
  'c.pv_reference',
  'c.follow_up_of',
  'c.duplicate_of',
  'c.refused',
  'c.mailbox',
  'c.mail_id',
  'm.sent_at as mailed_at',
  'm.status as mail_status',
] as const;
const assigneeName = sql<string | null>`a.title || ' ' || a.first_name || ' ' || a.last_name`.as('assignee_name');

export interface CaseFilter {
  state?: SafetyCaseState | undefined;
  serious?: boolean | undefined;
  /** A staff id, or null for unassigned cases. */
  assigneeId?: number | null | undefined;
  dueBefore?: Date | undefined;
}
/** Where a page starts: after this case in the chosen order. */
export type CaseCursor = { sort: 'newest'; id: number } | { sort: 'due'; dueAt: Date; id: number };

const filtered = (db: Db, f: CaseFilter) =>
  db
    .selectFrom('safety_cases as c')
    .$if(f.state !== undefined, (q) => q.where('c.state', '=', f.state!))
    .$if(f.serious !== undefined, (q) => q.where('c.serious', '=', f.serious!))
    .$if(f.assigneeId === null, (q) => q.where('c.assignee_id', 'is', null))
    .$if(typeof f.assigneeId === 'number', (q) => q.where('c.assignee_id', '=', f.assigneeId!))
    .$if(f.dueBefore !== undefined, (q) => q.where('c.due_at', '<', f.dueBefore!));

/** One page of cases in keyset order (newest first, or soonest due first), one more row to tell a next page. */
export const listSafetyCases = (
  db: Db,
  f: CaseFilter,
  sort: 'newest' | 'due',
  after: CaseCursor | null,
  limit: number,
) =>
  filtered(db, f)
    .leftJoin('mail_outbox as m', 'm.id', 'c.mail_id')
    .leftJoin('users as a', 'a.id', 'c.assignee_id')
    .select([...SUMMARY, assigneeName])
    .$if(after?.sort === 'newest', (q) => q.where('c.id', '<', after!.id))
    .$if(after?.sort === 'due', (q) => {
      const a = after as Extract<CaseCursor, { sort: 'due' }>;
      return q.where(sql<boolean>`(c.due_at, c.id) > (${a.dueAt}::timestamptz, ${a.id}::int)`);
    })
    .$if(sort === 'newest', (q) => q.orderBy('c.id', 'desc'))
    .$if(sort === 'due', (q) => q.orderBy('c.due_at', 'asc').orderBy('c.id', 'asc'))
    .limit(limit + 1)
    .execute();
export type SafetyCaseListRow = Awaited<ReturnType<typeof listSafetyCases>>[number];

/** The line listing: every case the filter keeps, newest first, bounded. */
export const listCasesForListing = (db: Db, f: CaseFilter, max: number) =>
  filtered(db, f)
    .leftJoin('mail_outbox as m', 'm.id', 'c.mail_id')
    .leftJoin('users as a', 'a.id', 'c.assignee_id')
    .select([...SUMMARY, 'c.criteria', 'c.screening', assigneeName])
    .orderBy('c.id', 'desc')
    .limit(max)
    .execute();

export const findSafetyCase = (db: Db, id: number) =>
  db
    .selectFrom('safety_cases as c')
    .leftJoin('mail_outbox as m', 'm.id', 'c.mail_id')
    .leftJoin('users as a', 'a.id', 'c.assignee_id')
    .select([
      ...SUMMARY,
      assigneeName,
      'c.author_email',
      'c.author_id',
      'c.post_id',
      'c.screening',
      'c.criteria',
      'c.not_ae_reason',
      'c.reporter_note',
      'c.retained',
      'm.attempts as mail_attempts',
      'm.last_error as mail_error',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
export type SafetyCaseRow = NonNullable<Awaited<ReturnType<typeof findSafetyCase>>>;

/** Every note and change of the case, oldest first. */
export const listCaseNotes = (db: Db, caseId: number) =>
  db
    .selectFrom('safety_case_notes')
    .select(['id', 'author_name', 'note', 'changes', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();

const LINK = ['id', 'source_type', 'state', 'written_at', 'verbatim'] as const;

/** The other cases of the chain this case belongs to (its first case and its follow-ups), oldest first. */
export const listChain = (db: Db, caseId: number, rootId: number) =>
  db
    .selectFrom('safety_cases')
    .select(LINK)
    .where((eb) => eb.or([eb('id', '=', rootId), eb('follow_up_of', '=', rootId)]))
    .where('id', '<>', caseId)
    .orderBy('id')
    .limit(100)
    .execute();

/** The case this one may repeat, and the cases that may repeat it. */
export const listDuplicates = (db: Db, caseId: number, duplicateOf: number | null) =>
  db
    .selectFrom('safety_cases')
    .select(LINK)
    .where((eb) => eb.or([eb('duplicate_of', '=', caseId), ...(duplicateOf ? [eb('id', '=', duplicateOf)] : [])]))
    .orderBy('id')
    .limit(100)
    .execute();
export type LinkRow = Awaited<ReturnType<typeof listChain>>[number];

export interface CaseChanges {
  criteria?: Record<string, boolean>;
  seriousness?: string[];
  serious?: boolean;
  dueAt?: Date;
  state?: SafetyCaseState;
  pvReference?: string | null;
  notAdverseEventReason?: string | null;
  assigneeId?: number | null;
}

/** Locks the case for one save, so two reviewers' saves are kept one after the other. */
export const lockSafetyCase = (db: Db, id: number) =>
  db
    .selectFrom('safety_cases')
    .select(['id', 'state', 'written_at', 'criteria', 'seriousness', 'pv_reference', 'not_ae_reason', 'assignee_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const updateSafetyCase = (db: Db, id: number, c: CaseChanges, actorId: number) =>
  db
    .updateTable('safety_cases')
    .set({
      ...(c.criteria ? { criteria: JSON.stringify(c.criteria) } : {}),
      ...(c.seriousness ? { seriousness: JSON.stringify(c.seriousness) } : {}),
      ...(c.serious !== undefined ? { serious: c.serious } : {}),
      ...(c.dueAt ? { due_at: c.dueAt } : {}),
      ...(c.state ? { state: c.state, decided_by: actorId, decided_at: sql<Date>`now()` } : {}),
      ...(c.pvReference !== undefined ? { pv_reference: c.pvReference } : {}),
      ...(c.notAdverseEventReason !== undefined ? { not_ae_reason: c.notAdverseEventReason } : {}),
      ...(c.assigneeId !== undefined ? { assignee_id: c.assigneeId } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();

/** Appends one entry to the case's history (the table refuses changes to earlier ones). */
export const insertCaseNote = (
  db: Db,
  n: { caseId: number; authorId: number; note: string | null; changes: Record<string, unknown> },
) =>
  db
    .insertInto('safety_case_notes')
    .values({
      case_id: n.caseId,
      author_id: n.authorId,
      author_name: sql<string>`(select title || ' ' || first_name || ' ' || last_name from users where id = ${n.authorId})`,
      note: n.note,
      changes: JSON.stringify(n.changes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Staff who may work safety cases, for the assignee choice. */
export const listCaseWorkers = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', sql<string>`title || ' ' || first_name || ' ' || last_name`.as('name')])
    .where('role', 'in', ['safety', 'moderator', 'admin'])
    .where('erased_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .limit(200)
    .execute();

export const isCaseWorker = async (db: Db, id: number) =>
  Boolean(
    await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('role', 'in', ['safety', 'moderator', 'admin'])
      .where('erased_at', 'is', null)
      .executeTakeFirst(),
  );
