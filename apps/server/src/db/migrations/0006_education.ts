import { sql, type Kysely } from 'kysely';

/**
 * Education modules (their own table: they carry lists of PDFs and videos, figures, readings and
 * references rather than one article body), their topics, and the members' saved modules.
 * Therapy posts, conferences, resources, links and AR items live in `posts` (0004_content).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('education_topics')
    .addColumn('topic', 'text', (c) => c.primaryKey())
    .execute();

  await db.schema
    .createTable('education_modules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date_launched', 'date', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull().references('education_topics.topic').onUpdate('cascade'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('module_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('associated_trials', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conflict_of_interests', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feature_image', 'text')
    .addColumn('pdf_links', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('video_links', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('figures', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('readings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('references', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    // Kept by the save / unsave calls, so "Recommended" sorts by an indexed column.
    .addColumn('saves_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Generated, so every write path keeps it right; title weighs most, then topic, then description.
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
        )
        .stored(),
    )
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index education_modules_search_gin on education_modules using gin (search_vector)`.execute(db);
  // One index per list sort and search order; id breaks ties so pages are stable.
  await sql`create index education_modules_added_idx on education_modules (date_launched desc, id desc)`.execute(db);
  await sql`create index education_modules_views_idx on education_modules (views desc, id desc)`.execute(db);
  await sql`create index education_modules_saves_idx on education_modules (saves_count desc, views desc, id desc)`.execute(
    db,
  );
  await sql`create index education_modules_topic_idx on education_modules (topic, date_launched desc)`.execute(db);
  await sql`create index education_modules_title_idx on education_modules (lower(title), id)`.execute(db);
  await sql`create index education_modules_title_trgm on education_modules using gin (title gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('saved_modules')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('education_modules.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_modules_pk', ['user_id', 'module_id'])
    .execute();
  await sql`create index saved_modules_user_idx on saved_modules (user_id, created_at desc, module_id desc)`.execute(
    db,
  );
  await db.schema.createIndex('saved_modules_module_idx').on('saved_modules').column('module_id').execute();

  // Education category lists also sort by "recommended" (rating, then views) — posts has no such index yet.
  await sql`create index posts_recommended_idx on posts (rating_avg desc, views desc, id desc)`.execute(db);
}
