import { sql } from 'kysely';
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
        ])
        .where('users.id', '=', c.authorId),
    )
    .onConflict((oc) => oc.columns(['source_type', 'source_id']).doNothing())
    .returning(['id', 'author_name', 'author_email', 'author_country', 'mailbox'])
    .executeTakeFirst();

/** The case number is in the mail, so the mail is written once the case has its id. */
export const setCaseMail = (db: Db, caseId: number, mailId: number) =>
  db.updateTable('safety_cases').set({ mail_id: mailId }).where('id', '=', caseId).execute();
