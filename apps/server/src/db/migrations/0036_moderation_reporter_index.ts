import { sql, type Kysely } from 'kysely';

/** The member page lists the reports a member made as well as those about them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index moderation_items_reporter_idx on moderation_items (reporter_id, created_at desc) where reporter_id is not null`.execute(
    db,
  );
}
