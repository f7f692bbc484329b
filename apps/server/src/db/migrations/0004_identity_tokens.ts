import { sql, type Kysely } from 'kysely';

/**
 * Sign-in state shared by every instance: one-time login tokens, consecutive-failure counters for
 * the password lockout, and spent ALTCHA solutions (so one solved challenge cannot be replayed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_session_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_session_tokens_expiry_idx')
    .on('login_session_tokens')
    .column('expires_at')
    .execute();
  await db.schema.createIndex('login_session_tokens_user_idx').on('login_session_tokens').column('user_id').execute();

  // Keyed by a hash of the lower-cased e-mail, known or not, so the lockout itself reveals nothing.
  await db.schema
    .createTable('login_failures')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_updated_idx').on('login_failures').column('updated_at').execute();

  await db.schema
    .createTable('altcha_spent')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('altcha_spent_expiry_idx').on('altcha_spent').column('expires_at').execute();
}
