import { sql, type Kysely } from 'kysely';

/**
 * Member-name search reads the members nearest the query in this index's order (a GiST trigram
 * index answers `<<->`, the word-similarity distance, nearest first), so a name thousands share
 * or a word no name has costs a bounded read instead of every match or every member. Only members
 * others may see are indexed (core/users/visibility: the same literals).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index users_visible_name_gist_idx on users using gist ((first_name || ' ' || last_name) gist_trgm_ops)
    where opted_out = false and hcp_status = 'verified' and erased_at is null`.execute(db);
}
