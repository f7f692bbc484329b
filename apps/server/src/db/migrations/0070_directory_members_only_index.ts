import { sql, type Kysely } from 'kysely';

/**
 * The member directory lists members only, never staff accounts (features/members). Its partial
 * index (migration 0050) gains the same condition, so a page stays an index-only scan: staff rows
 * are not in it at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_directory_visible_idx`.execute(db);
  await sql`
    create index users_directory_visible_idx on users (last_name, first_name, id) include (title, image_path)
    where opted_out = false and hcp_status = 'verified' and erased_at is null and role = 'member'`.execute(db);
}
