import { sql, type Kysely } from 'kysely';

/**
 * The editorial workflow. `posts` keeps what members see, now with a status: only
 * 'published' rows reach them. Every save in the console appends a numbered revision to
 * `post_revisions`; the latest is the working copy, reviewed, approved (approval code, review-by
 * date) and published by copying its fields into `posts`. Existing posts were live, so each gets
 * revision 1 in state 'published' holding its current fields.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published', 'withdrawn', 'expired')`),
    )
    .addColumn('review_by', 'date')
    .addColumn('review_warned_at', 'timestamptz')
    .addColumn('approval_code', 'text')
    .addColumn('editor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Existing rows were live ('published' above); anything written from now on starts hidden.
  await sql`alter table posts alter column status set default 'draft'`.execute(db);
  await sql`update posts set updated_at = created_at`.execute(db);
  // The daily review-by job: live items by date.
  await sql`create index posts_review_by_idx on posts (review_by) where status = 'published'`.execute(db);
  // The console lists every item by its last change.
  await sql`create index posts_updated_idx on posts (updated_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    // The tags the fields give (contract tagsFor), so the console filters working copies by tag.
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(sql`state in ('draft', 'in_review', 'changes_requested', 'approved', 'scheduled', 'published')`),
    )
    // null: written by the system (sample loader, import, migration); kept if the account goes.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_comments', 'jsonb')
    .addColumn('approval_code', 'text')
    .addColumn('review_by', 'date')
    .addColumn('publish_at', 'timestamptz')
    .addUniqueConstraint('post_revisions_post_number_uq', ['post_id', 'number'])
    .execute();
  // The console's filters: by state (review queue), by author ("my items"), and the scheduler's due list.
  await sql`create index post_revisions_state_idx on post_revisions (state, post_id)`.execute(db);
  await sql`create index post_revisions_author_idx on post_revisions (author_id, post_id)`.execute(db);
  await sql`create index post_revisions_tags_gin on post_revisions using gin (tags)`.execute(db);
  await sql`create index post_revisions_due_idx on post_revisions (publish_at) where state = 'scheduled'`.execute(db);

  await sql`
    insert into post_revisions (post_id, number, tags, fields, state, created_at)
    select id, 1, tags, jsonb_build_object(
        'title', title,
        'excerpt', nullif(excerpt, ''),
        'html', nullif(html, ''),
        'newsGroup', news_group,
        'educationCategory', case
          when kind in ('therapy', 'resource', 'link') then tags[1]
          when kind = 'ar' then 'aatd-education-augmented-reality'
        end,
        'category', category,
        'featureImage', feature_image,
        'articleSource', article_source,
        'authors', authors,
        'articleUrl', article_url,
        'accessStatus', access_status,
        'pdfLink', pdf_link,
        'embedVideoLink', embed_video_link,
        'publishedAt', to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ), 'published', created_at
    from posts`.execute(db);
}
