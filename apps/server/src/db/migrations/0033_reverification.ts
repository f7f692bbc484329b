import { sql, type Kysely } from 'kysely';

/**
 * HCP re-verification. A verification is valid for a configured period from its
 * decision (users.hcp_verified_at). The member's re-verification re-opens their one request
 * (renewal_requested_at marks it as a renewal). Each reminder is one row, unique per member,
 * validity end and days before it, so the job mails each reminder exactly once even when two
 * workers run it at the same time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hcp_verification_requests').addColumn('renewal_requested_at', 'timestamptz').execute();
  await db.schema
    .createTable('verification_reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('verification_reminders_once', ['user_id', 'valid_until', 'days_before'])
    .execute();
  await sql`create index users_hcp_verified_at_idx on users (hcp_verified_at) where hcp_status = 'verified'`.execute(
    db,
  );
}
