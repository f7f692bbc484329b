import { sql, type Kysely } from 'kysely';

/**
 * Articles, their first comment pages and news lists are held in memory as every member sees them
 * (features/news and features/comments, decision 0060) and must change as soon as what they show
 * does: a post edited, published, withdrawn, rated or viewed, a comment added, edited, held or
 * hidden, an author renamed or erased. These triggers announce it on the channel
 * `content_changes`, once per statement: 'p<id>' for each post a statement touched (its own row or
 * its comments) and 'posts' when post rows changed, or 'all' when a statement touched more than 50
 * posts, emptied a table or changed names or photos, which every comment thread may show.
 *
 * A held article serves a member only when none of their comments on it, replies included, is
 * held or hidden; comments_unlisted_all_idx answers that by the post and member. It replaces
 * 0041's index, which had top-level comments only: carrying parent_id, it answers that count too.
 * Only held and hidden comments are in it, so it stays small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_content_change() returns trigger language plpgsql as $$
    declare
      ids int[];
    begin
      if tg_op = 'TRUNCATE' or tg_argv[0] is null then
        perform pg_notify('content_changes', 'all');
        return null;
      end if;
      -- The transition table of the statement: its rows after, or before a delete.
      if tg_op = 'DELETE' then
        execute format('select array_agg(distinct %I) from old_rows', tg_argv[0]) into ids;
      else
        execute format('select array_agg(distinct %I) from new_rows', tg_argv[0]) into ids;
      end if;
      if cardinality(ids) > 50 then
        perform pg_notify('content_changes', 'all');
      elsif ids is not null then
        perform pg_notify('content_changes', 'p' || id) from unnest(ids) as id;
        -- Lists of posts show the rows (a comment's count included), not the comments.
        if tg_table_name = 'posts' then
          perform pg_notify('content_changes', 'posts');
        end if;
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with a transition table serves one event only.
  const events = [
    ['insert', 'new table as new_rows'],
    ['update', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const;
  for (const [table, column] of [
    ['posts', 'id'],
    ['comments', 'post_id'],
  ] as const) {
    for (const [event, transition] of events) {
      await sql`
        create trigger ${sql.raw(`${table}_content_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)}
        for each statement execute function notify_content_change(${sql.lit(column)})`.execute(db);
    }
    await sql`
      create trigger ${sql.raw(`${table}_content_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function notify_content_change()`.execute(db);
  }
  await sql`
    create trigger users_content_change
    after delete or update of first_name, last_name, image_path, erased_at
    on users for each statement execute function notify_content_change()`.execute(db);
  await sql`create index comments_unlisted_all_idx on comments (post_id, user_id) include (parent_id)
    where review_state <> 'visible'`.execute(db);
  await sql`drop index comments_unlisted_idx`.execute(db);
}
