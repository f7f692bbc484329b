import { sql, type Kysely } from 'kysely';

/**
 * The console's content list sorts by the working revision's title, its review-by date (or the
 * live one's) and the state it shows. Those come from the newest revision of each post, so no
 * index could order them and a deep page sorted every item. post_console_keys keeps each post's
 * three keys, refreshed by triggers whenever a revision or the post's status or review-by date
 * changes, so each order reads through its own index like the updated and created orders do.
 * Its own table, not columns on posts: a draft's edit must not announce a change of what members see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table post_console_keys (
      post_id integer primary key references posts(id) on delete cascade,
      title text not null,
      review_by date,
      state text not null
    )`.execute(db);
  await sql`
    create function refresh_post_console_key(p_post integer) returns void language plpgsql as $$
    begin
      insert into post_console_keys (post_id, title, review_by, state)
      select p.id, lower(coalesce(r.fields->>'title', '')), coalesce(r.review_by, p.review_by),
        case when r.state = 'published' then p.status else r.state end
      from posts p join post_revisions r on r.post_id = p.id
      where p.id = p_post and r.number = (select max(m.number) from post_revisions m where m.post_id = p.id)
      on conflict (post_id) do update
        set title = excluded.title, review_by = excluded.review_by, state = excluded.state
        where (post_console_keys.title, post_console_keys.review_by, post_console_keys.state)
          is distinct from (excluded.title, excluded.review_by, excluded.state);
      if not found and not exists (select 1 from post_revisions where post_id = p_post) then
        delete from post_console_keys where post_id = p_post;
      end if;
    end $$`.execute(db);
  await sql`
    create function post_revisions_console_key() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform refresh_post_console_key(old.post_id);
      else
        perform refresh_post_console_key(new.post_id);
        if tg_op = 'UPDATE' and old.post_id <> new.post_id then
          perform refresh_post_console_key(old.post_id);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger post_revisions_console_key after insert or delete or update of post_id, number, fields, state, review_by
    on post_revisions for each row execute function post_revisions_console_key()`.execute(db);
  await sql`
    create function posts_console_key() returns trigger language plpgsql as $$
    begin
      perform refresh_post_console_key(new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_console_key after update of status, review_by on posts
    for each row when (old.status is distinct from new.status or old.review_by is distinct from new.review_by)
    execute function posts_console_key()`.execute(db);
  await sql`
    insert into post_console_keys (post_id, title, review_by, state)
    select p.id, lower(coalesce(r.fields->>'title', '')), coalesce(r.review_by, p.review_by),
      case when r.state = 'published' then p.status else r.state end
    from posts p join post_revisions r on r.post_id = p.id
    where r.number = (select max(m.number) from post_revisions m where m.post_id = p.id)`.execute(db);
  // Review-by dates missing sort last in either direction, as the list always showed them.
  await sql`create index post_console_keys_title_idx on post_console_keys (title, post_id)`.execute(db);
  await sql`create index post_console_keys_review_asc_idx on post_console_keys
    ((coalesce(review_by, 'infinity'::date)), post_id)`.execute(db);
  await sql`create index post_console_keys_review_desc_idx on post_console_keys
    ((coalesce(review_by, '-infinity'::date)), post_id)`.execute(db);
  await sql`create index post_console_keys_state_idx on post_console_keys (state, post_id)`.execute(db);
}
