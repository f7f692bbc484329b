import type { Kysely } from 'kysely';

/**
 * A queued Ghost import keeps the file as uploaded (its JSON, or its ZIP with the images) in the
 * file storage, under this key, instead of in the row: read back as a stream, it never comes out
 * of the database as one value that the driver decodes in one call on the event loop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_import_jobs').addColumn('file_key', 'text').execute();
}
