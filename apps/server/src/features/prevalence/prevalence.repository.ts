import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { PrevalenceResponse, PrevalenceSource } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { buildPrevalence, parseCountriesTsv, parseSourcesMd } from './prevalence.parser.js';

/** The table shipped with the code (see data/SOURCES.md for what each row is). */
export const BUNDLED_DIR = fileURLToPath(new URL('./data/', import.meta.url));

interface DataFile {
  file: string;
  mtimeMs: number;
}

/** `${dataDir}/prevalence/<name>` when an admin has put one there, else the bundled file. */
async function pick(dataDir: string, name: string): Promise<DataFile> {
  const override = path.join(dataDir, 'prevalence', name);
  try {
    const s = await stat(override);
    if (s.isFile()) return { file: override, mtimeMs: s.mtimeMs };
  } catch {
    // no override: fall through to the bundled copy
  }
  const bundled = path.join(BUNDLED_DIR, name);
  return { file: bundled, mtimeMs: (await stat(bundled)).mtimeMs };
}

let cache: { key: string; value: PrevalenceResponse } | null = null;
let sourcesCache: { key: string; value: PrevalenceSource[] } | null = null;

/** The cited sources (SOURCES.md, an admin's copy or the bundled one); uploaded tables cite these. */
export async function readSources(dataDir: string): Promise<PrevalenceSource[]> {
  const file = await pick(dataDir, 'SOURCES.md');
  const key = `${file.file}@${file.mtimeMs}`;
  if (sourcesCache?.key === key) return sourcesCache.value;
  const value = parseSourcesMd(await readFile(file.file, 'utf8'));
  sourcesCache = { key, value };
  return value;
}

/**
 * The shipped prevalence table (what members see while no uploaded set is live), read from files rather than the database. Files are re-read
 * only when their path or modification time changes, so a replaced table shows on the next request
 * without a restart and unchanged ones cost a stat.
 */
export async function readPrevalence(dataDir: string): Promise<PrevalenceResponse> {
  const [tsv, sources] = await Promise.all([pick(dataDir, 'countries.tsv'), pick(dataDir, 'SOURCES.md')]);
  const key = `${tsv.file}@${tsv.mtimeMs}|${sources.file}@${sources.mtimeMs}`;
  if (cache?.key === key) return cache.value;
  const [tsvText, sourcesText] = await Promise.all([readFile(tsv.file, 'utf8'), readFile(sources.file, 'utf8')]);
  const value = buildPrevalence(parseCountriesTsv(tsvText), parseSourcesMd(sourcesText));
  cache = { key, value };
  return value;
}

/* Data sets uploaded in the console (migration 0035). */

const uploader = (column: 'uploaded_by' | 'published_by') =>
  sql<
    string | null
  >`(select title || ' ' || first_name || ' ' || last_name from users u where u.id = d.${sql.ref(column)})`;

const SUMMARY = (db: Db) =>
  db
    .selectFrom('prevalence_data_sets as d')
    .select([
      'd.id',
      'd.status',
      'd.file_name',
      'd.country_count',
      'd.uploaded_at',
      'd.published_at',
      'd.replaced_at',
      uploader('uploaded_by').as('uploaded_by_name'),
      uploader('published_by').as('published_by_name'),
    ]);
export type DataSetSummaryRow = Awaited<ReturnType<typeof listCurrentDataSets>>[number];

/** The live set (members' map): its id and text, or undefined while the shipped table is live. */
export const findLiveDataSet = (db: Db) =>
  db.selectFrom('prevalence_data_sets').select(['id', 'tsv']).where('status', '=', 'live').executeTakeFirst();

/** The draft, the live set and the sets that were live (newest replaced first), in one query. */
export const listCurrentDataSets = (db: Db, previousLimit: number) =>
  SUMMARY(db)
    .where('d.status', 'in', ['draft', 'live', 'previous'])
    .orderBy(sql`case d.status when 'draft' then 0 when 'live' then 1 else 2 end`)
    .orderBy('d.replaced_at', (o) => o.desc().nullsFirst())
    .limit(previousLimit + 2)
    .execute();

export const findDataSet = (db: Db, id: number) =>
  SUMMARY(db).select('d.tsv').where('d.id', '=', id).where('d.status', '!=', 'discarded').executeTakeFirst();

/** A new draft replaces any draft not published (the old one is kept, discarded). */
export async function insertDraft(
  db: Db,
  input: { fileName: string; tsv: string; countryCount: number; uploadedBy: number },
) {
  await db.updateTable('prevalence_data_sets').set({ status: 'discarded' }).where('status', '=', 'draft').execute();
  return db
    .insertInto('prevalence_data_sets')
    .values({
      status: 'draft',
      file_name: input.fileName,
      tsv: input.tsv,
      country_count: input.countryCount,
      uploaded_by: input.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Takes the live set off (kept as `previous`, or `discarded` when it is the one rolled back). */
export const retireLiveDataSet = (db: Db, to: 'previous' | 'discarded') =>
  db
    .updateTable('prevalence_data_sets')
    .set({ status: to, replaced_at: new Date() })
    .where('status', '=', 'live')
    .returning('id')
    .executeTakeFirst();

/** The draft goes live; undefined when it is no longer a draft. */
export const publishDraft = (db: Db, id: number, publishedBy: number) =>
  db
    .updateTable('prevalence_data_sets')
    .set({ status: 'live', published_by: publishedBy, published_at: new Date(), replaced_at: null })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();

export const discardDraft = (db: Db, id: number) =>
  db
    .updateTable('prevalence_data_sets')
    .set({ status: 'discarded' })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();

/** The set replaced last goes live again (a rollback); undefined when there is none. */
export const reinstateLatestPrevious = (db: Db) =>
  db
    .updateTable('prevalence_data_sets')
    .set({ status: 'live', replaced_at: null })
    .where(
      'id',
      '=',
      db
        .selectFrom('prevalence_data_sets')
        .select('id')
        .where('status', '=', 'previous')
        .orderBy('replaced_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .returning('id')
    .executeTakeFirst();
