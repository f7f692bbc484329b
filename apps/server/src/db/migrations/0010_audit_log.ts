import { sql, type Kysely } from 'kysely';

/**
 * One append-only record of every staff action (editorial, moderation, member administration,
 * role and factor changes, configuration). The database itself refuses to change or remove a row,
 * so not even a bug or a compromised staff session can rewrite what happened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Kept when the actor's account is later erased: the record outlives the person.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('version', 'integer')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .execute();
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id, at desc)`.execute(db);
  await sql`create index audit_log_target_idx on audit_log (target_type, target_id, at desc)`.execute(db);
  await sql`
    create function audit_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_log_no_update_delete before update or delete on audit_log
    for each row execute function audit_log_is_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_is_append_only()`.execute(db);
}
