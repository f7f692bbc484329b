import { sql, type Kysely } from 'kysely';

/**
 * "Download my data": one row per request. A background job builds the ZIP under
 * DATA_DIR/exports and records its progress; the member fetches it once through a link whose
 * token is stored only as a hash and that expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'running', 'ready', 'downloaded', 'expired', 'failed')`),
    )
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('file_key', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('error', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('downloaded_at', 'timestamptz')
    .execute();
  // One export in the making per member: asking twice shows the same progress.
  await sql`create unique index data_exports_active_idx on data_exports (user_id) where status in ('pending', 'running')`.execute(
    db,
  );
  await sql`create index data_exports_due_idx on data_exports (requested_at) where status in ('pending', 'running')`.execute(
    db,
  );
}
