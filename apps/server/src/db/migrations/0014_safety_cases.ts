import { sql, type Kysely } from 'kysely';

/**
 * Possible adverse events found in what members write (GVP Module VI screening). A case keeps the
 * verbatim text and a snapshot of its author, so it outlives the member's erasure (retention:
 * product lifetime + 10 years), and points at the outbox mail that carries it to pharmacovigilance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safety_cases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source_type', 'text', (c) =>
      c.notNull().check(sql`source_type in ('comment', 'reply', 'message', 'feedback', 'share', 'escalation')`),
    )
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'integer')
    .addColumn('verbatim', 'text', (c) => c.notNull())
    .addColumn('written_at', 'timestamptz', (c) => c.notNull())
    // The author as they were when they wrote it; author_id is cleared by erasure, the rest kept.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('author_country', 'text', (c) => c.notNull())
    .addColumn('screening', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('criteria', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`state in ('new', 'acknowledged', 'not_adverse_event')`),
    )
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer', (c) => c.references('mail_outbox.id'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('retained', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One case per written text: a retried write never opens a second case.
  await sql`create unique index safety_cases_source_idx on safety_cases (source_type, source_id)`.execute(db);
  await sql`create index safety_cases_state_idx on safety_cases (state, created_at desc)`.execute(db);
  await sql`create index safety_cases_author_idx on safety_cases (author_id)`.execute(db);
}
