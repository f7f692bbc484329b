import { sql, type Kysely } from 'kysely';

/**
 * Every instance keeps recently checked access tokens in memory (plugins/auth.ts, core/announced-cache.ts).
 * What could make such an entry wrong is announced by the database itself, so no write path,
 * worker job or operator's SQL can forget to: a live access token that is deleted or changed
 * ('t' + its id), or a change to what the token lookup reads from its member ('m' + the member's id),
 * is sent on the channel `access_changes`. PostgreSQL delivers it at commit to every listening
 * connection, including the one that committed, before its COMMIT returns. Expired tokens are
 * not announced: the cache never serves a token past its expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One function for both tables: the trigger names the prefix, the row its id.
  await sql`
    create function notify_access_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('access_changes', tg_argv[0] || old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger oidc_payloads_access_change
    after update or delete on oidc_payloads
    for each row when (old.type = 'AccessToken' and old.expires_at > now())
    execute function notify_access_change('t')`.execute(db);
  await sql`
    create trigger users_access_change
    after update of role, hcp_status, terms_version, privacy_version, hcp_verified_at, suspended_at on users
    for each row when (
      (old.role, old.hcp_status, old.terms_version, old.privacy_version, old.hcp_verified_at, old.suspended_at)
      is distinct from
      (new.role, new.hcp_status, new.terms_version, new.privacy_version, new.hcp_verified_at, new.suspended_at)
    )
    execute function notify_access_change('m')`.execute(db);
  await sql`
    create trigger users_access_removed
    after delete on users
    for each row execute function notify_access_change('m')`.execute(db);
}
