import { sql, type Kysely } from 'kysely';

/**
 * posts.comment_count (the cards' count: every comment everyone sees, replies included) was kept
 * by hand in the SQL of five writers (a new comment, a hold on edit, a delete, a moderator's hide
 * and release), and a writer without it (an erasure, a bulk change) left it wrong. It is now kept
 * by the statement triggers that keep thread_count (migration 0107), so both numbers follow every
 * writer in one place: one update of posts per statement, only of the posts whose counts changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`comments_thread_count_${event}`)} on comments`.execute(db);
  }
  await sql`drop function count_post_threads()`.execute(db);
  // Each changed row counts +1 as it now is and -1 as it was; only visible comments count, and
  // only top-level ones for the thread count. The transition tables a branch names are the ones
  // its event has (a trigger with a transition table serves one event only).
  await sql`
    create function count_post_comments() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        update posts set thread_count = 0, comment_count = 0 where thread_count <> 0 or comment_count <> 0;
        return null;
      end if;
      if tg_op = 'INSERT' then
        update posts p set thread_count = p.thread_count + d.threads, comment_count = p.comment_count + d.comments
        from (select post_id, count(*) filter (where parent_id is null)::int as threads, count(*)::int as comments
              from new_rows where review_state = 'visible' group by post_id) d
        where p.id = d.post_id;
      elsif tg_op = 'DELETE' then
        update posts p set thread_count = greatest(0, p.thread_count - d.threads),
                           comment_count = greatest(0, p.comment_count - d.comments)
        from (select post_id, count(*) filter (where parent_id is null)::int as threads, count(*)::int as comments
              from old_rows where review_state = 'visible' group by post_id) d
        where p.id = d.post_id;
      else
        update posts p set thread_count = greatest(0, p.thread_count + d.threads),
                           comment_count = greatest(0, p.comment_count + d.comments)
        from (
          select post_id, coalesce(sum(n) filter (where parent_id is null), 0)::int as threads, sum(n)::int as comments
          from (
            select post_id, parent_id, 1 as n from new_rows where review_state = 'visible'
            union all
            select post_id, parent_id, -1 from old_rows where review_state = 'visible'
          ) c group by post_id
        ) d
        where p.id = d.post_id and (d.threads <> 0 or d.comments <> 0);
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with a transition table serves one event only, and an update one takes no column list.
  const transitionTables = {
    insert: 'referencing new table as new_rows',
    update: 'referencing old table as old_rows new table as new_rows',
    delete: 'referencing old table as old_rows',
    truncate: '',
  };
  for (const [event, tables] of Object.entries(transitionTables)) {
    await sql`
      create trigger ${sql.raw(`comments_counts_${event}`)} after ${sql.raw(event)} on comments ${sql.raw(tables)}
      for each statement execute function count_post_comments()`.execute(db);
  }
  // From the rows, once: what the hand-kept count had missed (hides, deletes, erasures) is put right.
  await sql`
    update posts p set comment_count = coalesce(c.n, 0)
    from posts q left join (select post_id, count(*)::int as n from comments where review_state = 'visible' group by post_id) c
      on c.post_id = q.id
    where p.id = q.id and p.comment_count <> coalesce(c.n, 0)`.execute(db);
}
