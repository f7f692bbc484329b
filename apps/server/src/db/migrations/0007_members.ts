import { sql, type Kysely } from 'kysely';

/** Member area: activity preferences, invitations, feedback and first-party session records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_types_active_idx').on('activity_types').columns(['active', 'id']).execute();

  await db.schema
    .createTable('member_activity')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_type_id', 'integer', (c) => c.notNull().references('activity_types.id').onDelete('cascade'))
    .addColumn('opted_in', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_activity_pk', ['user_id', 'activity_type_id'])
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await sql`create index invitations_email_idx on invitations (lower(email))`.execute(db);
  await db.schema
    .createIndex('invitations_inviter_idx')
    .on('invitations')
    .columns(['inviter_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('feature', 'text')
    .addColumn('feedback_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The inbox reads newest first.
  await db.schema.createIndex('feedback_created_idx').on('feedback').columns(['created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  // Heartbeats find the member's open session; reports scan by start and by last activity.
  await db.schema
    .createIndex('member_sessions_user_idx')
    .on('member_sessions')
    .columns(['user_id', 'last_seen_at'])
    .execute();
  await db.schema.createIndex('member_sessions_started_idx').on('member_sessions').columns(['started_at']).execute();
  await db.schema.createIndex('member_sessions_seen_idx').on('member_sessions').columns(['last_seen_at']).execute();
}
