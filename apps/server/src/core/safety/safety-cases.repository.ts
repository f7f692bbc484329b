import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import type { SafetySource } from '../../db/tables/safety.js';

export interface NewSafetyCase {
  source: SafetySource;
  sourceId: string;
  postId: number | null;
  verbatim: string;
  writtenAt: Date;
  authorId: number;
  screening: Record<string, unknown>;
  criteria: Record<string, boolean>;
  seriousness: string[];
  serious: boolean;
  dueAt: Date;
  threadKey: string | null;
  followUpOf: number | null;
  duplicateOf: number | null;
  reporterNote: string | null;
  refused: boolean;
  /** The pharmacovigilance mailboxes: the author's country picks one. */
  mailboxes: { us: string; de: string; other: string };
}

/**
 * Opens the case with a snapshot of its author (name, e-mail, country) taken in the same statement,
 * since the case outlives the account. A second write of the same source opens nothing.
 */
export const insertSafetyCase = (db: Db, c: NewSafetyCase) =>
  db
    .insertInto('safety_cases')
    .columns([
      'source_type',
      'source_id',
      'post_id',
      'verbatim',
      'written_at',
      'author_id',
      'author_name',
      'author_email',
      'author_country',
      'screening',
      'mailbox',
      'criteria',
      'seriousness',
      'serious',
      'due_at',
      'thread_key',
      'follow_up_of',
      'duplicate_of',
      'reporter_note',
      'refused',
    ])
    .expression(
      db
        .selectFrom('users')
        .select([
          sql<string>`${c.source}::text`.as('source_type'),
          sql<string>`${c.sourceId}::text`.as('source_id'),
          sql<number | null>`${c.postId}::int`.as('post_id'),
          sql<string>`${c.verbatim}::text`.as('verbatim'),
          sql<Date>`${c.writtenAt}::timestamptz`.as('written_at'),
          'users.id as author_id',
          sql<string>`users.title || ' ' || users.first_name || ' ' || users.last_name`.as('author_name'),
          'users.email as author_email',
          'users.region as author_country',
          sql<string>`${JSON.stringify(c.screening)}::jsonb`.as('screening'),
          sql<string>`case users.region when 'US' then ${c.mailboxes.us}::text when 'DE' then ${c.mailboxes.de}::text else ${c.mailboxes.other}::text end`.as(
            'mailbox',
          ),
          sql<string>`${JSON.stringify(c.criteria)}::jsonb`.as('criteria'),
          sql<string>`${JSON.stringify(c.seriousness)}::jsonb`.as('seriousness'),
          sql<boolean>`${c.serious}::boolean`.as('serious'),
          sql<Date>`${c.dueAt}::timestamptz`.as('due_at'),
          sql<string | null>`${c.threadKey}::text`.as('thread_key'),
          sql<number | null>`${c.followUpOf}::int`.as('follow_up_of'),
          sql<number | null>`${c.duplicateOf}::int`.as('duplicate_of'),
          sql<string | null>`${c.reporterNote}::text`.as('reporter_note'),
          sql<boolean>`${c.refused}::boolean`.as('refused'),
        ])
        .where('users.id', '=', c.authorId),
    )
    .onConflict((oc) => oc.columns(['source_type', 'source_id']).doNothing())
    .returning(['id', 'author_name', 'author_email', 'author_country', 'mailbox', 'created_at'])
    .executeTakeFirst();

/** The case number is in the mail, so the mail is written once the case has its id. */
export const setCaseMail = (db: Db, caseId: number, mailId: number) =>
  db.updateTable('safety_cases').set({ mail_id: mailId }).where('id', '=', caseId).execute();

type SourceRef = { type: SafetySource; id: string };
/** A source's own case, or the case of a later version of it ('<id>@<time>', an edit). */
const sourceOrVersion = (eb: ExpressionBuilder<Database, 'safety_cases'>, s: SourceRef) =>
  eb.and([
    eb('source_type', '=', s.type),
    eb.or([eb('source_id', '=', s.id), eb('source_id', 'like', `${s.id.replace(/[\\%_]/g, '\\$&')}@%`)]),
  ]);

/** Whether any of these sources (or a later version of one) has a case. */
export const chainExists = async (db: Db, sources: SourceRef[]) =>
  sources.length > 0 &&
  Boolean(
    await db
      .selectFrom('safety_cases')
      .select('id')
      .where((eb) => eb.or(sources.map((s) => sourceOrVersion(eb, s))))
      .limit(1)
      .executeTakeFirst(),
  );

/** How far back a later text of the same author counts as a follow-up or a duplicate. */
export const FOLLOW_UP_WINDOW_DAYS = 90;
export const DUPLICATE_WINDOW_DAYS = 7;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The first case of a chain this text continues: the case of the same comment (an edit), or the
 * author's latest case in the same thread (a reply under the same post, a later message to the same
 * member) within the window. Follow-ups always point at the chain's first case.
 */
export async function findFollowUpRoot(
  db: Db,
  q: { authorId: number; sourceIds: SourceRef[]; threadKey: string | null },
): Promise<number | null> {
  const row = await db
    .selectFrom('safety_cases')
    .select(sql<number>`coalesce(follow_up_of, id)`.as('root'))
    .where('author_id', '=', q.authorId)
    .where((eb) =>
      eb.or([
        ...q.sourceIds.map((s) => sourceOrVersion(eb, s)),
        ...(q.threadKey
          ? [eb.and([eb('thread_key', '=', q.threadKey), eb('created_at', '>', daysAgo(FOLLOW_UP_WINDOW_DAYS))])]
          : []),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.root ?? null;
}

/** The author's recent cases, newest first, to find a duplicate among (bounded). */
export const recentCasesOfAuthor = (db: Db, authorId: number) =>
  db
    .selectFrom('safety_cases')
    .select(['id', 'verbatim', 'duplicate_of'])
    .where('author_id', '=', authorId)
    .where('created_at', '>', daysAgo(DUPLICATE_WINDOW_DAYS))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** What an E2B message of the case needs. */
export const findCaseForExport = (db: Db, id: number) =>
  db
    .selectFrom('safety_cases')
    .select([
      'id',
      'verbatim',
      'written_at',
      'updated_at',
      'author_name',
      'author_country',
      'screening',
      'criteria',
      'seriousness',
      'follow_up_of',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
export type CaseForExport = NonNullable<Awaited<ReturnType<typeof findCaseForExport>>>;
