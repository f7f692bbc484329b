import { sql, type Kysely } from 'kysely';

/**
 * Safety cases fit for a pharmacovigilance audit (GVP Module VI): the case's day 0 is when the text
 * was written (written_at); the seriousness criteria set the due date (15 calendar days serious, 90
 * non-serious, from day 0); an assignee; the workflow states new → in assessment → forwarded to PV
 * (with PV's reference) → follow-up requested → closed, or not an adverse event (with a reason);
 * follow-ups point at the case they follow (an edit, a reply or later message by the same author)
 * and a possible duplicate at the case it repeats. Every note and change is kept in
 * safety_case_notes, which nothing rewrites. Outbox mails may carry small attachments (the case's
 * E2B file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table safety_cases drop constraint if exists safety_cases_state_check`.execute(db);
  await sql`alter table safety_cases drop constraint if exists safety_cases_source_type_check`.execute(db);
  await sql`update safety_cases set state = 'forwarded' where state = 'acknowledged'`.execute(db);
  await sql`alter table safety_cases add constraint safety_cases_state_check check (state in
    ('new', 'in_assessment', 'forwarded', 'follow_up_requested', 'closed', 'not_adverse_event'))`.execute(db);
  await sql`alter table safety_cases add constraint safety_cases_source_type_check check (source_type in
    ('comment', 'reply', 'message', 'feedback', 'share', 'report', 'profile', 'escalation'))`.execute(db);
  await db.schema
    .alterTable('safety_cases')
    .addColumn('seriousness', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('serious', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('due_at', 'timestamptz')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('pv_reference', 'text')
    .addColumn('not_ae_reason', 'text')
    .addColumn('follow_up_of', 'integer', (c) => c.references('safety_cases.id').onDelete('set null'))
    .addColumn('duplicate_of', 'integer', (c) => c.references('safety_cases.id').onDelete('set null'))
    // Where follow-ups come from: 'post:<id>' for a post's comments, 'conversation:<a>-<b>' for messages.
    .addColumn('thread_key', 'text')
    .addColumn('reporter_note', 'text')
    .addColumn('refused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update safety_cases set due_at = written_at + interval '90 days' where due_at is null`.execute(db);
  await sql`alter table safety_cases alter column due_at set not null`.execute(db);
  await sql`create index safety_cases_due_idx on safety_cases (due_at, id)`.execute(db);
  await sql`create index safety_cases_follow_up_idx on safety_cases (follow_up_of) where follow_up_of is not null`.execute(
    db,
  );
  await sql`create index safety_cases_author_written_idx on safety_cases (author_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('safety_case_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('case_id', 'integer', (c) => c.notNull().references('safety_cases.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The author's name as it was: the history outlives the account.
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index safety_case_notes_case_idx on safety_case_notes (case_id, id)`.execute(db);
  await sql`create function safety_case_notes_append_only() returns trigger language plpgsql as $$
    begin
      -- the case's own deletion (retention) cascades, and an erased author is unlinked; nothing else
      if tg_op = 'DELETE' and not exists (select 1 from safety_cases where id = old.case_id) then return old; end if;
      if tg_op = 'UPDATE' and new.author_id is null and old.author_id is not null
        and new.note is not distinct from old.note and new.changes = old.changes
        and new.author_name = old.author_name and new.created_at = old.created_at then return new; end if;
      raise exception 'safety_case_notes is append-only';
    end $$`.execute(db);
  await sql`create trigger safety_case_notes_no_update before update or delete on safety_case_notes
    for each row execute function safety_case_notes_append_only()`.execute(db);
  // Existing single notes become the first entry of their history.
  await sql`insert into safety_case_notes (case_id, author_id, author_name, note, changes, created_at)
    select c.id, c.decided_by, coalesce(u.title || ' ' || u.first_name || ' ' || u.last_name, 'A former reviewer'),
      c.note, jsonb_build_object('state', c.state), coalesce(c.decided_at, c.created_at)
    from safety_cases c left join users u on u.id = c.decided_by where c.note is not null`.execute(db);

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'jsonb').execute();
}
