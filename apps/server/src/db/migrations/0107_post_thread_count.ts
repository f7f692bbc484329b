import { sql, type Kysely } from 'kysely';

/**
 * The comment pager's total is the post's top-level comments everyone sees (plus the viewer's own
 * that others do not). Counting them per request read the whole thread; posts.thread_count keeps
 * the number on the post, so an article reads it with its row. Triggers on comments keep it, so
 * every writer (comments, the moderation queue, erasure, seeds, imports) stays right without
 * remembering to.
 *
 * Once per statement, from its transition tables: one update of posts per statement, only of the
 * posts whose count changed. An edit of a comment's text, a reply or a held comment changes no
 * count and so writes no post row. A post row written here announces 'p<id>' and 'posts' on
 * content_changes (migration 0047), as the comment writers' own comment_count update already did:
 * the held article shows the total, so it should be forgotten, and 'p<id>' came anyway from the
 * comment row itself. Search does not read the column (migration 0046 lists its columns).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column thread_count integer not null default 0`.execute(db);
  await sql`
    create function count_post_threads() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        update posts set thread_count = 0 where thread_count <> 0;
        return null;
      end if;
      if tg_op = 'INSERT' then
        update posts p set thread_count = p.thread_count + d.n
        from (select post_id, count(*)::int as n from new_rows
              where parent_id is null and review_state = 'visible' group by post_id) d
        where p.id = d.post_id;
      elsif tg_op = 'DELETE' then
        update posts p set thread_count = greatest(0, p.thread_count - d.n)
        from (select post_id, count(*)::int as n from old_rows
              where parent_id is null and review_state = 'visible' group by post_id) d
        where p.id = d.post_id;
      else
        update posts p set thread_count = greatest(0, p.thread_count + d.n)
        from (
          select post_id, sum(n)::int as n from (
            select post_id, 1 as n from new_rows where parent_id is null and review_state = 'visible'
            union all
            select post_id, -1 from old_rows where parent_id is null and review_state = 'visible'
          ) c group by post_id having sum(n) <> 0
        ) d
        where p.id = d.post_id;
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with a transition table serves one event only, and an update one takes no column list.
  await sql`
    create trigger comments_thread_count_insert after insert on comments
    referencing new table as new_rows
    for each statement execute function count_post_threads()`.execute(db);
  await sql`
    create trigger comments_thread_count_update after update on comments
    referencing old table as old_rows new table as new_rows
    for each statement execute function count_post_threads()`.execute(db);
  await sql`
    create trigger comments_thread_count_delete after delete on comments
    referencing old table as old_rows
    for each statement execute function count_post_threads()`.execute(db);
  await sql`
    create trigger comments_thread_count_truncate after truncate on comments
    for each statement execute function count_post_threads()`.execute(db);
  await sql`
    update posts p set thread_count = c.n
    from (select post_id, count(*)::int as n from comments
          where parent_id is null and review_state = 'visible' group by post_id) c
    where p.id = c.post_id`.execute(db);
}
