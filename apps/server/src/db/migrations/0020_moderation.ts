import { sql, type Kysely } from 'kysely';

/**
 * The moderation queue: one table of items fed by members' reports of comments and
 * messages and by the rules (watched terms, a new member's first comment); the graded actions
 * taken on members; notices members see (warnings, hidden content); the console-edited word lists;
 * comments held for review or hidden; suspensions on the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Suspended while suspended_at is set and suspended_until is null (until lifted) or still ahead.
  await db.schema
    .alterTable('users')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('suspension_reason', 'text')
    .execute();

  // 'held': only its author sees it (awaiting review); 'hidden': a moderator took it down.
  await db.schema
    .alterTable('comments')
    .addColumn('review_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('visible')
        .check(sql`review_state in ('visible', 'held', 'hidden')`),
    )
    .addColumn('hidden_reason', 'text')
    .execute();

  await db.schema
    .createTable('moderation_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('commentReport', 'messageReport', 'rule')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    // The reporter's words ("other"), or the watched term / rule that matched.
    .addColumn('details', 'text')
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('set null'))
    .addColumn('message_report_id', 'integer', (c) => c.references('message_reports.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The content as it was when it was reported, so an edit or deletion does not erase the evidence.
    .addColumn('excerpt', 'text')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'closed')`),
    )
    .addColumn('resolution', 'text')
    .addColumn('resolution_reason', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index moderation_items_queue_idx on moderation_items (state, created_at)`.execute(db);
  await sql`create index moderation_items_author_idx on moderation_items (author_id, created_at desc)`.execute(db);
  await sql`create index moderation_items_comment_idx on moderation_items (comment_id)`.execute(db);
  // A member reports a comment once; a second click is the same report.
  await sql`create unique index moderation_items_one_report_idx on moderation_items (comment_id, reporter_id) where source = 'commentReport'`.execute(
    db,
  );
  // Every message report made so far joins the queue.
  await sql`
    insert into moderation_items (source, reason, details, message_report_id, reporter_id, author_id, created_at)
    select 'messageReport', 'other', reason, id, reporter_id, reportee_id, created_at from message_reports`.execute(db);

  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.references('moderation_items.id').onDelete('set null'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('dismiss', 'hide', 'release', 'warn', 'suspend', 'lift', 'escalate')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .addColumn('safety_case_id', 'integer', (c) => c.references('safety_cases.id').onDelete('set null'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index moderation_actions_member_idx on moderation_actions (member_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('member_notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('warning', 'contentHidden')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index member_notices_user_idx on member_notices (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('moderation_words')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('list', 'text', (c) =>
      c.notNull().check(sql`list in ('brandName', 'profanity', 'allowedDomain', 'watchedTerm')`),
    )
    .addColumn('term', 'text', (c) => c.notNull())
    // Only watched terms carry an action.
    .addColumn('action', 'text', (c) => c.check(sql`action in ('block', 'hold', 'flag')`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('moderation_words_watched_action_check', sql`(list = 'watchedTerm') = (action is not null)`)
    .execute();
  await sql`create unique index moderation_words_term_idx on moderation_words (list, lower(term))`.execute(db);
}
