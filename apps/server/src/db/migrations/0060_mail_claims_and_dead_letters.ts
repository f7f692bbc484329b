import { sql, type Kysely } from 'kysely';

/**
 * Mail sent exactly once, and mail that cannot be delivered set aside. A sender claims one mail at a
 * time under its own `claim_token` and renews the lease while SMTP talks; only the holder of the
 * token may mark the mail sent or failed, so a sender whose lease was taken over cannot overwrite the
 * new holder's outcome. `status = 'dead'` (with `dead_at`) is the dead-letter list the console shows:
 * a permanent refusal (5xx) or too many transient failures; 'discarded' is one an admin dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('claim_token', 'text')
    .addColumn('dead_at', 'timestamptz')
    .execute();
  await sql`create index mail_outbox_dead_idx on mail_outbox (dead_at desc, id desc) where status = 'dead'`.execute(db);
}
