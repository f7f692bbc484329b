import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the console's member search: every filter and sort of
 * GET /api/admin/members has one. Already there: the name trigram index (0005), hcp_status
 * (0001), lower(email) (0001), staff roles (0012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Part of an address ("@clinic.example") through pg_trgm, as the name search does.
  await sql`create index users_email_trgm_idx on users using gin (lower(email) gin_trgm_ops)`.execute(db);
  await sql`create index users_region_idx on users (region, last_name, first_name, id)`.execute(db);
  await sql`create index users_name_sort_idx on users (last_name, first_name, id)`.execute(db);
  await sql`create index users_created_idx on users (created_at, id)`.execute(db);
  // Accounts whose e-mail link is not clicked yet: few, so a partial index.
  await sql`create index users_pending_email_idx on users (created_at) where email_verified_at is null`.execute(db);
  // "Who invited whom": the newest first, and the pending ones.
  await sql`create index invitations_email_trgm_idx on invitations using gin (lower(email) gin_trgm_ops)`.execute(db);
  await sql`create index invitations_created_idx on invitations (created_at desc, id desc)`.execute(db);
  await sql`create index invitations_pending_idx on invitations (created_at desc) where accepted_at is null`.execute(
    db,
  );
}
