import { sql, type Kysely } from 'kysely';

/**
 * Ghost import. `ghost_imports`: which Ghost post each imported item came from, so
 * importing the same export again creates no duplicates. The Ghost id is the key; its uuid is
 * unique too (a post re-exported from another Ghost site keeps its uuid). Written in the
 * transaction that creates the item. `content_import_jobs`: an import the console queued, run by
 * the background job with its progress and report; the file is dropped once it has run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ghost_imports')
    .addColumn('ghost_id', 'text', (c) => c.primaryKey())
    .addColumn('ghost_uuid', 'text', (c) => c.unique())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('imported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ghost_imports_post_idx on ghost_imports (post_id)`.execute(db);

  await db.schema
    .createTable('content_import_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file', 'jsonb')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The job's queue: what waits, or ran on a worker that stopped beating.
  await sql`create index content_import_jobs_open_idx on content_import_jobs (id) where state in ('queued', 'running')`.execute(
    db,
  );
}
