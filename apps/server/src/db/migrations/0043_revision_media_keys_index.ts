import { sql, type Kysely } from 'kysely';

/**
 * The media library's usage counts look for a file's key ('library/<uuid>') in the text of every
 * version of every content item (console-media.repository.ts). Without an index each file on a
 * page scanned all versions; a trigram index answers the LIKE from the few versions holding the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index post_revisions_fields_trgm_idx on post_revisions using gin ((fields::text) gin_trgm_ops)`.execute(
    db,
  );
}
