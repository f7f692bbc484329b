import { sql, type Kysely } from 'kysely';

/**
 * Module search answers are held in memory as every member sees them (features/modules, decision
 * 0061) and must change as soon as what they read does. A module's workflow anchor is a post, whose
 * status already announces 'posts' on `search_changes` (migration 0046); these triggers announce
 * 'modules' there when a module is added, removed or changes a column search reads or shows.
 * Views and saves announce nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger education_modules_search_change
    after insert or delete or update of title, date_launched, topic, description, pdf_links, video_links, post_id
    on education_modules for each statement execute function notify_search_change('modules')`.execute(db);
  await sql`
    create trigger education_modules_search_truncate
    after truncate on education_modules for each statement execute function notify_search_change('modules')`.execute(
    db,
  );
}
