import { sql, type Kysely } from 'kysely';

/** Private messages, blocks, message reports and SSE tickets (spec part 2 §2.14); search indexes on users. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('resource_link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seen_at', 'timestamptz')
    .execute();
  // Unseen count and "mark conversation read" (receiver, sender, unseen).
  await sql`create index messages_receiver_seen_idx on messages (receiver_id, seen_at)`.execute(db);
  // One conversation's history, newest first.
  await sql`create index messages_pair_idx on messages (least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at desc, id desc)`.execute(
    db,
  );
  // My conversations: every message I sent (received ones come from the receiver index).
  await sql`create index messages_sender_idx on messages (sender_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reportee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_email', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('block', 'none')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('message_reports_reportee_idx')
    .on('message_reports')
    .columns(['reportee_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_tickets_expiry_idx').on('event_tickets').column('expires_at').execute();

  // Site search, Profiles group: each word of the query is matched, typo-tolerant, against the
  // first or the last name (posts' full-text GIN index comes with 0004_content).
  await sql`create index users_first_name_trgm_idx on users using gin (first_name gin_trgm_ops)`.execute(db);
  await sql`create index users_last_name_trgm_idx on users using gin (last_name gin_trgm_ops)`.execute(db);
}
