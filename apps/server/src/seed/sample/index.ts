import type { Db } from '../../db/database.js';
import type { Deployment } from '../../config/deployment.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { loadSampleMembers } from './sample-users.js';
import { loadSampleNews } from '../news/news.sample.js';
import { loadSampleActivities } from '../activities.js';
import { loadSampleEducation } from '../education/education.sample.js';
import { allOrNothing } from '../../db/all-or-nothing.js';

export interface SampleContext {
  db: Db;
  deployment: Deployment;
  storage: FileStorage;
}

/**
 * Each feature area contributes a loader for its clearly marked sample content.
 * They run in order (members first so content can reference them).
 */
export const sampleLoaders: Array<{ name: string; load: (ctx: SampleContext) => Promise<void> }> = [
  { name: 'members', load: async ({ db }) => void (await loadSampleMembers(db)) },
  { name: 'news', load: ({ db, storage }) => loadSampleNews(db, storage) },
  { name: 'activities', load: ({ db }) => loadSampleActivities(db) },
  { name: 'education', load: ({ db, storage }) => loadSampleEducation(db, storage) },
];

export const SAMPLE_FLAG = 'sample_data_loaded';

export async function hasSampleData(db: Db): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', SAMPLE_FLAG).executeTakeFirst();
  return row?.value === 'true';
}

/**
 * Loads every sample area, all or nothing: one transaction holds the loaders and the flag, so a
 * load that fails half-way (a full disk) leaves no sample rows and can simply be run again. Files a
 * failed load wrote stay in the file storage unreferenced; the next load writes its own.
 */
export async function loadSampleData(ctx: SampleContext): Promise<string[]> {
  if (await hasSampleData(ctx.db)) return [];
  return allOrNothing(ctx.db, async (db) => {
    if (await hasSampleData(db)) return [];
    const done: string[] = [];
    for (const loader of sampleLoaders) {
      await loader.load({ ...ctx, db });
      done.push(loader.name);
    }
    await db
      .insertInto('app_settings')
      .values({ key: SAMPLE_FLAG, value: 'true' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' }))
      .execute();
    return done;
  });
}
