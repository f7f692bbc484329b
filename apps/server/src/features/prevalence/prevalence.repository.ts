import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrevalenceResponse } from '@aatd/contract';
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

/**
 * The prevalence table for the map, read from files rather than the database. Files are re-read
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
