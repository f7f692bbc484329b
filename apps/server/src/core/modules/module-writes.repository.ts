import { sql } from 'kysely';
import type { ModuleFigure, ModuleReading, ModuleReference } from '@aatd/contract';
import type { Db } from '../../db/database.js';

/**
 * Writes of the modules table. Members read a module only while its workflow anchor (a `posts` row
 * of kind 'module', decision 0050) is published; the console publishes a module by writing its
 * approved revision here (publishLiveModule), the sample loader and the scale seed insert rows and
 * give each its anchor and revision 1 (anchorModules).
 */
export interface ModuleInput {
  title: string;
  dateLaunched: string;
  topic: string;
  description?: string;
  moduleIntro?: string;
  associatedTrials?: string;
  conflictOfInterests?: string;
  featureImage?: string | null;
  pdfLinks?: string[];
  videoLinks?: string[];
  figures?: ModuleFigure[];
  readings?: ModuleReading[];
  references?: ModuleReference[];
  views?: number;
  isSample?: boolean;
}

/** Adds topics that are not there yet (a module's topic must exist first). */
async function ensureTopics(db: Db, topics: string[]): Promise<void> {
  const unique = [...new Set(topics)];
  if (unique.length === 0) return;
  await db
    .insertInto('education_topics')
    .values(unique.map((topic) => ({ topic })))
    .onConflict((oc) => oc.column('topic').doNothing())
    .execute();
}

/** The columns members read, from an input. */
const moduleColumns = (m: Omit<ModuleInput, 'dateLaunched' | 'views' | 'isSample'>) => ({
  title: m.title,
  topic: m.topic,
  description: m.description ?? '',
  module_intro: m.moduleIntro ?? '',
  associated_trials: m.associatedTrials ?? '',
  conflict_of_interests: m.conflictOfInterests ?? '',
  feature_image: m.featureImage ?? null,
  pdf_links: m.pdfLinks ?? [],
  video_links: m.videoLinks ?? [],
  figures: JSON.stringify(m.figures ?? []),
  readings: JSON.stringify(m.readings ?? []),
  references: JSON.stringify(m.references ?? []),
});

/**
 * Live modules written by the system (sample loader, tests): the rows, then their anchors and
 * revision 1, so the console opens them like any other item. The search vector is generated.
 */
export async function insertModules(db: Db, inputs: ModuleInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  await ensureTopics(
    db,
    inputs.map((m) => m.topic),
  );
  const rows = await db
    .insertInto('education_modules')
    .values(
      inputs.map((m) => ({
        ...moduleColumns(m),
        date_launched: m.dateLaunched,
        views: m.views ?? 0,
        is_sample: m.isSample ?? false,
      })),
    )
    .returning('id')
    .execute();
  await anchorModules(db);
  return rows.map((r) => r.id);
}

/**
 * Every module without a workflow anchor gets one, in one statement: a published `posts` row of
 * kind 'module' (never shown as a post) and revision 1 ('published', by the system) holding the
 * module's fields as the console edits them. Migration 0038 did the same for the modules then.
 */
export async function anchorModules(db: Db): Promise<void> {
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

/**
 * Makes `input` what members see of the module anchored at `postId` (the console's publish): the
 * row is updated, or written on its first publication. `dateLaunched` undefined keeps the date.
 * Answers the module's id (its address for members).
 */
export async function publishLiveModule(
  db: Db,
  postId: number,
  input: Omit<ModuleInput, 'dateLaunched' | 'views' | 'isSample'> & { dateLaunched: string | undefined },
): Promise<number> {
  await ensureTopics(db, [input.topic]);
  const columns = {
    ...moduleColumns(input),
    ...(input.dateLaunched ? { date_launched: input.dateLaunched } : {}),
  };
  // One statement: post_id is unique, so a module published before is updated in place (its id,
  // views and saves stay); an undefined launch date keeps the one it has.
  const row = await db
    .insertInto('education_modules')
    .values({ ...columns, post_id: postId, date_launched: input.dateLaunched ?? sql<string>`current_date` })
    .onConflict((oc) => oc.column('post_id').doUpdateSet(columns))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A sample module (published through the workflow by the sample loader): marked, with its starting views. */
export const markSampleModule = (db: Db, postId: number, views: number) =>
  db.updateTable('education_modules').set({ is_sample: true, views }).where('post_id', '=', postId).execute();
