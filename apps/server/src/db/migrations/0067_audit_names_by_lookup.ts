import { sql, type Kysely } from 'kysely';

/**
 * The audit log refers to people by id only: readers look the name up (core/audit), so a member
 * who is later erased reads "former member #id" and the log holds no name or e-mail of theirs.
 * New rows store a label only for actors that are not people ("erasure job", "operator CLI").
 * Rows written before this migration stored the actor's name and, for some member actions, the
 * member's e-mail: this one schema change clears them, the only time the append-only triggers
 * step aside (inside this migration's transaction, so no other write can slip through).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log alter column actor_label drop not null`.execute(db);
  await sql`alter table audit_log disable trigger audit_log_no_update_delete`.execute(db);
  await sql`update audit_log a set actor_label = null
    where a.actor_id is not null and exists (select 1 from users u where u.id = a.actor_id)`.execute(db);
  await sql`update audit_log set details = details - 'email' where details ? 'email'`.execute(db);
  await sql`alter table audit_log enable trigger audit_log_no_update_delete`.execute(db);
}
