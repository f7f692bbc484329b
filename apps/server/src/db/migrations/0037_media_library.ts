import { sql, type Kysely } from 'kysely';

/**
 * The console's media library: one row per uploaded image, PDF or video. The files live
 * under DATA_DIR/uploads/library (core/media/library-storage.ts); `path` is the reference content
 * stores. The list sorts by date, name or size and searches names and alt text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'pdf', 'video')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'text', (c) => c.check(sql`kind <> 'image' or length(trim(alt)) > 0`))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index media_files_created_idx on media_files (created_at desc, id desc)`.execute(db);
  await sql`create index media_files_kind_created_idx on media_files (kind, created_at desc)`.execute(db);
  await sql`create index media_files_name_idx on media_files (lower(name), id)`.execute(db);
  await sql`create index media_files_size_idx on media_files (byte_size, id)`.execute(db);
  // The search is `ilike '%words%'` over the name and alt text: trigram indexes (pg_trgm, 0001_core) serve it.
  await sql`create index media_files_name_trgm_idx on media_files using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index media_files_alt_trgm_idx on media_files using gin (alt gin_trgm_ops)`.execute(db);
}
