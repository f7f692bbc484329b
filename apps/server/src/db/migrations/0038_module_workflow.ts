import { sql, type Kysely } from 'kysely';

/**
 * Education modules join the console's workflow (decision 0050). Each module is anchored to a
 * `posts` row of the new kind 'module' that carries the workflow (revisions, status, approval,
 * review-by date) and is never shown as a post; members read a module only while its anchor is
 * published. Existing modules were live: each gets its anchor and revision 1 ('published')
 * holding its current fields, so the console can edit it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop constraint posts_kind_check`.execute(db);
  await sql`alter table posts add constraint posts_kind_check
    check (kind in ('article', 'therapy', 'conference', 'resource', 'link', 'ar', 'module'))`.execute(db);

  // Unique: one module per anchor, and the index members' reads join by.
  await db.schema
    .alterTable('education_modules')
    .addColumn('post_id', 'integer', (c) => c.unique().references('posts.id'))
    .execute();

  await sql`
    with pending as (
      select m.id as module_id, nextval(pg_get_serial_sequence('posts', 'id'))::int as post_id
      from education_modules m where m.post_id is null
    ), anchors as (
      insert into posts (id, kind, tags, title, search_vector, status, published_at, is_sample, created_at, updated_at)
      select p.post_id, 'module', '{}', m.title, setweight(to_tsvector('english', m.title), 'A'), 'published',
        m.date_launched, m.is_sample, m.created_at, m.created_at
      from pending p join education_modules m on m.id = p.module_id
    ), linked as (
      update education_modules m set post_id = p.post_id from pending p where m.id = p.module_id
    )
    insert into post_revisions (post_id, number, tags, fields, state, created_at)
    select p.post_id, 1, '{}', jsonb_build_object(
        'title', m.title, 'excerpt', nullif(m.description, ''), 'html', null, 'newsGroup', null,
        'educationCategory', null, 'category', null, 'featureImage', m.feature_image, 'articleSource', null,
        'authors', null, 'articleUrl', null, 'accessStatus', null, 'pdfLink', null, 'embedVideoLink', null,
        'publishedAt', to_char(m.date_launched, 'YYYY-MM-DD') || 'T12:00:00.000Z',
        'topic', m.topic, 'moduleIntro', nullif(m.module_intro, ''),
        'associatedTrials', nullif(m.associated_trials, ''),
        'conflictOfInterests', nullif(m.conflict_of_interests, ''),
        'pdfLinks', to_jsonb(m.pdf_links), 'videoLinks', to_jsonb(m.video_links),
        'figures', m.figures, 'readings', m.readings, 'references', m.references
      ), 'published', m.created_at
    from pending p join education_modules m on m.id = p.module_id`.execute(db);
}
