import type { Kysely } from 'kysely';

/**
 * Importing a Ghost ZIP: the queued job keeps the editor's choices (what tags and pages become)
 * and the images of the ZIP (a ZIP of just those, bytea), cleared
 * like the file when the job ends. Images it brings into the media library carry a note for the
 * editor to check them (alt text taken from the card or the post title), cleared when the alt
 * text is edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_import_jobs').addColumn('choices', 'jsonb').execute();
  await db.schema.alterTable('content_import_jobs').addColumn('archive', 'bytea').execute();
  await db.schema.alterTable('media_files').addColumn('review_note', 'text').execute();
}
