import { sql, type Kysely } from 'kysely';

/**
 * Consent records: every acceptance of a terms or privacy version, and every cookie
 * choice of a signed-in member, with when and from which address. Append-only like the audit log,
 * so the history stays provable. The users row keeps the versions last accepted so the access
 * gate reads them with the access token in one query; NULL (accounts from before these records)
 * counts as not accepted, so those members accept the current versions at their next sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('choice', 'jsonb')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index consent_records_user_idx on consent_records (user_id, created_at desc, id desc)`.execute(db);
  await sql`create function consent_records_append_only() returns trigger language plpgsql as $$
    begin
      -- an account's deletion cascades; nothing else rewrites a record
      if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then return old; end if;
      raise exception 'consent_records is append-only';
    end $$`.execute(db);
  await sql`create trigger consent_records_no_update before update or delete on consent_records
    for each row execute function consent_records_append_only()`.execute(db);
  await db.schema.alterTable('users').addColumn('terms_version', 'text').addColumn('privacy_version', 'text').execute();
}
