import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the audit log viewer's filters. Already there: time, actor id, target
 * (0010). Added: the action (exact or its group, a prefix match) and part of the actor's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index audit_log_action_idx on audit_log (action text_pattern_ops, at desc)`.execute(db);
  await sql`create index audit_log_actor_label_trgm_idx on audit_log using gin (actor_label gin_trgm_ops)`.execute(db);
}
