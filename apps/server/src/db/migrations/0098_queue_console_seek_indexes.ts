import { sql, type Kysely } from 'kysely';

/**
 * Deep pages of the moderation queue and the console's content list seek to a kept position
 * (core/pagination.ts seekFor) and read on in the list's own order, which needs an index in that
 * order. The queue's open views sort possible adverse events first, optionally by priority, then the
 * longest waiting; the closed view by the latest decision. The console list's created order had
 * no index (updated has posts_updated_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index moderation_items_waiting_idx on moderation_items
      (state, (reason <> 'adverseEvent'), created_at, id)`.execute(db);
  await sql`
    create index moderation_items_priority_idx on moderation_items
      (state, (reason <> 'adverseEvent'), (-priority), created_at, id)`.execute(db);
  await sql`create index moderation_items_decided_idx on moderation_items (state, resolved_at desc, id desc)`.execute(
    db,
  );
  await sql`create index posts_created_idx on posts (created_at desc, id desc)`.execute(db);
}
