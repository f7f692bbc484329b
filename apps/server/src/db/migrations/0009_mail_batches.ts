import { sql, type Kysely } from 'kysely';

/**
 * Batched notices: a mail that later events of the same kind join while it waits (e.g. several
 * shares from one member to another become one e-mail). `batch_open` is cleared when the mail job
 * claims the row, so a later event starts a new batch instead of joining a mail being sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('batch_key', 'text')
    .addColumn('batch_items', 'jsonb')
    .addColumn('batch_open', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create unique index mail_outbox_open_batch_idx on mail_outbox (batch_key) where batch_open`.execute(db);
}
