import { sql, type Kysely } from 'kysely';

/**
 * Consent records stay append-only, with one exception: the network address and browser may be
 * dropped (both set to null, nothing else changed). Erasure does it for the erased member's
 * records, which stay as proof of consent without them, and the retention job does it after the
 * period a deployment names (retention.consentNetworkDays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function consent_records_append_only() returns trigger language plpgsql as $$
    begin
      -- an account's deletion cascades; nothing else rewrites a record
      if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then return old; end if;
      if tg_op = 'UPDATE' and new.ip_address is null and new.user_agent is null
        and (new.id, new.user_id, new.document, new.version, new.choice, new.source, new.created_at,
             new.chosen_at, new.browser_made_at)
          is not distinct from (old.id, old.user_id, old.document, old.version, old.choice, old.source,
             old.created_at, old.chosen_at, old.browser_made_at)
        then return new; end if;
      raise exception 'consent_records is append-only';
    end $$`.execute(db);
}
