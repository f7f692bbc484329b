import { sql, type Kysely } from 'kysely';

/**
 * The moderator's day: a silence (read-only) sanction with its end and reason on the member, read
 * with their access token (so the users trigger of migration 0045 announces those columns too);
 * the silence actions; claim and priority on queue items; canned replies per action; and staff
 * notes on a member, seen by staff only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('silenced_until', 'timestamptz')
    .addColumn('silence_reason', 'text')
    .execute();
  // What the token lookup reads of the member now includes the suspension's reason and the silence.
  await sql`drop trigger users_access_change on users`.execute(db);
  await sql`
    create trigger users_access_change
    after update of role, hcp_status, terms_version, privacy_version, hcp_verified_at, suspended_at,
      suspended_until, suspension_reason, silenced_until, silence_reason on users
    for each row when (
      (old.role, old.hcp_status, old.terms_version, old.privacy_version, old.hcp_verified_at, old.suspended_at,
        old.suspended_until, old.suspension_reason, old.silenced_until, old.silence_reason)
      is distinct from
      (new.role, new.hcp_status, new.terms_version, new.privacy_version, new.hcp_verified_at, new.suspended_at,
        new.suspended_until, new.suspension_reason, new.silenced_until, new.silence_reason)
    )
    execute function notify_access_change('m')`.execute(db);

  await sql`alter table moderation_actions drop constraint moderation_actions_action_check`.execute(db);
  await sql`alter table moderation_actions add constraint moderation_actions_action_check
    check (action in ('dismiss', 'hide', 'release', 'warn', 'suspend', 'lift', 'escalate', 'silence', 'unsilence'))`.execute(
    db,
  ); // Release and dismiss need no reason.
  await sql`alter table moderation_actions alter column reason drop not null`.execute(db);

  await db.schema
    .alterTable('moderation_items')
    .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('priority', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`priority between 0 and 2`),
    )
    .execute();
  await sql`create index moderation_items_claimed_idx on moderation_items (claimed_by) where state = 'open'`.execute(
    db,
  );

  await db.schema
    .createTable('moderation_canned_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('dismiss', 'hide', 'release', 'warn', 'suspend', 'silence', 'escalate')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index moderation_canned_replies_title_idx on moderation_canned_replies (action, lower(title))`.execute(
    db,
  );

  await db.schema
    .createTable('member_staff_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index member_staff_notes_member_idx on member_staff_notes (member_id, created_at desc)`.execute(db);
}
