import { sql, type Kysely } from 'kysely';

/**
 * Three compliance and moderation additions:
 * - Private messages are held or flagged by the watch list like comments: a held message is seen
 *   only by its sender until a moderator releases it; a hidden one never reaches the recipient.
 *   The queue item names the message. The unseen-count index counts only delivered messages.
 * - An admin may prepare a member's data export (the data protection officer's view): the export
 *   records who asked for it; one export in the making per member and requester.
 * - A cookie choice made before sign-in is recorded at sign-in with the time it was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('review_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('visible')
        .check(sql`review_state in ('visible', 'held', 'hidden')`),
    )
    .addColumn('hidden_reason', 'text')
    .execute();
  await sql`drop index messages_receiver_seen_idx`.execute(db);
  await sql`create index messages_receiver_seen_idx on messages (receiver_id, seen_at) where review_state = 'visible'`.execute(
    db,
  );

  await db.schema
    .alterTable('moderation_items')
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .execute();
  await sql`create index moderation_items_message_idx on moderation_items (message_id) where message_id is not null`.execute(
    db,
  );

  await db.schema
    .alterTable('data_exports')
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`drop index data_exports_active_idx`.execute(db);
  await sql`create unique index data_exports_active_idx on data_exports (user_id, coalesce(requested_by, 0)) where status in ('pending', 'running')`.execute(
    db,
  );
  await sql`create index data_exports_user_idx on data_exports (user_id, requested_at desc)`.execute(db);

  // When the member made the choice (the browser's time, for a choice made before sign-in).
  await db.schema.alterTable('consent_records').addColumn('chosen_at', 'timestamptz').execute();
}
