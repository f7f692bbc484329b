import { sql, type Kysely } from 'kysely';

/**
 * One `posts` table for every kind of content of both spec documents (news, therapy posts,
 * conference highlights, resources, links, AR items), addressed by tags as the spec's calls are;
 * plus the engagement tables (comments, ratings, saved posts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('article', 'therapy', 'conference', 'resource', 'link', 'ar')`),
    )
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('news_group', 'text', (c) =>
      c.check(sql`news_group in ('CLINICAL_NEWS', 'JOURNAL_WATCH', 'KEY_REVIEW_ARTICLES', 'OTHER_RESOURCES')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plaintext', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feature_image', 'text')
    .addColumn('category', 'text')
    .addColumn('article_source', 'text')
    .addColumn('authors', 'text')
    .addColumn('article_url', 'text')
    .addColumn('access_status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('pdf_link', 'text')
    .addColumn('embed_video_link', 'text')
    .addColumn('qr_code_image', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_avg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_vector', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`))
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index posts_tags_gin on posts using gin (tags)`.execute(db);
  await sql`create index posts_search_gin on posts using gin (search_vector)`.execute(db);
  // One index per list sort (sortBy added | views | rating); id breaks ties so pages are stable.
  await sql`create index posts_published_idx on posts (published_at desc, id desc)`.execute(db);
  await sql`create index posts_views_idx on posts (views desc, id desc)`.execute(db);
  await sql`create index posts_rating_idx on posts (rating_avg desc, id desc)`.execute(db);
  await sql`create index posts_kind_published_idx on posts (kind, published_at desc)`.execute(db);

  await db.schema
    .createTable('comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // null for a top-level comment; replies are one level deep and go with their parent.
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index comments_post_parent_idx on comments (post_id, parent_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index comments_parent_idx on comments (parent_id, created_at, id) where parent_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('module_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ratings_post_user_uq', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('ratings_user_idx').on('ratings').column('user_id').execute();

  await db.schema
    .createTable('saved_posts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_posts_pk', ['user_id', 'post_id'])
    .execute();
  await sql`create index saved_posts_user_idx on saved_posts (user_id, created_at desc, post_id desc)`.execute(db);
  await db.schema.createIndex('saved_posts_post_idx').on('saved_posts').column('post_id').execute();

  // Member typeahead in the share dialog (pg_trgm similarity over the full name).
  await sql`create index users_name_trgm_idx on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_directory_idx on users (last_name, first_name, id) where opted_out = false`.execute(db);
}
