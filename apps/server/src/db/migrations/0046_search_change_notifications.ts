import { sql, type Kysely } from 'kysely';

/**
 * Site search answers are held in memory (features/search, decision 0058) and must change as soon
 * as what they read does: a post withdrawn, edited or rated, a member renamed, hidden from the
 * directory or erased. These triggers announce it on the channel `search_changes`, once per
 * statement: 'posts' for the posts search reads, 'members' for the names it finds. Columns search
 * does not read (views, comment counts, a member's last sign-in) announce nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_search_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('search_changes', tg_argv[0]);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger posts_search_change
    after insert or delete or update of
      kind, tags, title, plaintext, feature_image, pdf_link, embed_video_link, published_at, rating_avg,
      search_vector, status
    on posts for each statement execute function notify_search_change('posts')`.execute(db);
  await sql`
    create trigger posts_search_truncate
    after truncate on posts for each statement execute function notify_search_change('posts')`.execute(db);
  await sql`
    create trigger users_search_change
    after insert or delete or update of
      title, first_name, last_name, image_path, organisation, opted_out, hcp_status, erased_at
    on users for each statement execute function notify_search_change('members')`.execute(db);
  await sql`
    create trigger users_search_truncate
    after truncate on users for each statement execute function notify_search_change('members')`.execute(db);
}
