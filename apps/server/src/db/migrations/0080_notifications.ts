import { sql, type Kysely } from 'kysely';

/**
 * The notifications centre. One row per thing a member should hear about (a reply to their
 * comment, a share, a decision on their verification...), written in the same transaction as the
 * event that caused it. `group_key` folds repeats while unread: a second message from the same
 * member moves the unread "new message" row to the top (a new id) instead of adding one.
 * Preferences hold only the member's departures from the defaults, one row per kind. Outbox mails
 * may carry extra headers (List-Unsubscribe on notification mails).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  // The list: newest first, keyset on id (a folded row takes a new id, so it moves to the top).
  await sql`create index notifications_member_idx on notifications (member_id, id desc)`.execute(db);
  await sql`create unique index notifications_unread_group_idx on notifications (member_id, group_key) where read_at is null`.execute(
    db,
  );
  await sql`create index notifications_actor_idx on notifications (actor_id) where actor_id is not null`.execute(db);

  await db.schema
    .createTable('notification_preferences')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('inApp', 'emailNow', 'weekly', 'off')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['member_id', 'kind'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('headers', 'jsonb').execute();
}
