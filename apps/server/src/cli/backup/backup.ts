import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, DatabaseHandle, DbKind } from '../../db/database.js';
import { knownMigrationNames, latestAppliedMigration } from '../../db/migrate.js';
import {
  CorruptArchiveError,
  extractEntry,
  listTar,
  readEntryBuffer,
  sha256OfEntry,
  TarWriter,
  type TarEntry,
} from './tar.js';

/**
 * One archive holds the database and DATA_DIR's files (uploads, exports, prevalence files, the
 * secret key): restoring the database alone loses what its rows point at.
 */
export const BACKUP_FORMAT = 'aatd-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const FILES = 'files/';
const DUMP: Record<DbKind, string> = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' };
/** What DATA_DIR holds that is not backed up as files: the embedded database (dumped instead), its lock, the CLI socket. */
const NOT_FILES = new Set(['pglite', 'owner.pid', 'cli.sock']);

export class BackupError extends Error {}

/** "1 file", "2 files": the files of a manifest (every entry but the database dump). */
export const fileCount = (m: Manifest) => `${m.entries.length - 1} file${m.entries.length === 2 ? '' : 's'}`;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: { kind: DbKind; migration: string | null };
  entries: { path: string; size: number; sha256: string }[];
}

export interface BackupSource {
  db: Db;
  database: Pick<DatabaseHandle, 'kind' | 'snapshot' | 'url'>;
  dataDir: string;
}

/** Every file under DATA_DIR to back up, as paths relative to it (sorted; the archive itself left out). */
function dataFiles(dataDir: string, skip: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dataDir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (!rel && NOT_FILES.has(d.name)) continue;
      const abs = path.join(dataDir, r);
      if (abs === skip || abs.startsWith(`${skip}.`)) continue;
      if (d.isDirectory()) walk(r);
      else if (d.isFile()) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

export function requireTool(tool: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, tool);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new BackupError(
    `${tool} was not found on PATH: install the PostgreSQL client tools (the same major version as the server) to back up or restore a PostgreSQL database.`,
  );
}

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(requireTool(tool), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const tempPath = (name: string) =>
  path.join(os.tmpdir(), `aatd-${name}-${process.pid}-${randomBytes(4).toString('hex')}`);

/**
 * Writes the backup to `file` (refused when it exists), under another name until it is complete.
 * The database is dumped first, then the files: a file is written before the row that points at
 * it, so every row in the dump finds its file (an upload made meanwhile is at worst an unused file).
 */
export async function createBackup(src: BackupSource, file: string): Promise<Manifest> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; give a new file name`);
  const kind = src.database.kind;
  const migration = await latestAppliedMigration(src.db);
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  const tar = new TarWriter(partial);
  const entries: Manifest['entries'] = [];
  const dumpFile = tempPath('dump');
  try {
    if (kind === 'pglite') {
      if (!src.database.snapshot) throw new BackupError('This database cannot be dumped');
      const data = Buffer.from(await (await src.database.snapshot()).arrayBuffer());
      entries.push({ path: DUMP.pglite, size: data.length, sha256: await tar.addBuffer(DUMP.pglite, data) });
    } else {
      if (!src.database.url) throw new BackupError('No DATABASE_URL to dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, `--dbname=${src.database.url}`]);
      entries.push({ path: DUMP.postgres, ...(await tar.addFile(DUMP.postgres, dumpFile)) });
    }
    for (const rel of dataFiles(src.dataDir, path.resolve(file))) {
      const abs = path.join(src.dataDir, rel);
      // Gone since it was listed (an export expired): nothing to keep.
      if (!fs.existsSync(abs)) continue;
      entries.push({ path: FILES + rel, ...(await tar.addFile(FILES + rel, abs)) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, migration },
      entries,
    };
    await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    fs.renameSync(partial, file);
    return manifest;
  } catch (err) {
    tar.abort();
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    fs.rmSync(dumpFile, { force: true });
  }
}

/** Reads and checks an archive whole (manifest, every entry's size and sha256) before anything is touched. */
export async function verifyBackup(file: string): Promise<{ manifest: Manifest; entries: Map<string, TarEntry> }> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const corrupt = (why: string) => new BackupError(`${file} is not a usable backup: ${why}`);
  let list: TarEntry[];
  try {
    list = await listTar(file);
  } catch (err) {
    if (err instanceof CorruptArchiveError) throw corrupt(err.message);
    throw err;
  }
  const entries = new Map(list.map((e) => [e.name, e]));
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw corrupt('it has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse((await readEntryBuffer(file, manifestEntry)).toString('utf8')) as Manifest;
  } catch {
    throw corrupt('its manifest.json is not JSON');
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.entries)) throw corrupt('its manifest is not ours');
  if (manifest.version > BACKUP_VERSION) {
    throw corrupt(`it is format version ${manifest.version}; this code reads up to ${BACKUP_VERSION} (upgrade first)`);
  }
  const kind = manifest.database?.kind;
  if (kind !== 'pglite' && kind !== 'postgres') throw corrupt('its manifest names no database kind');
  if (!manifest.entries.some((e) => e.path === DUMP[kind])) throw corrupt('it holds no database dump');
  for (const e of manifest.entries) {
    const entry = entries.get(e.path);
    if (!entry) throw corrupt(`${e.path} is missing`);
    if (entry.size !== e.size || (await sha256OfEntry(file, entry)) !== e.sha256) {
      throw corrupt(`${e.path} does not match its checksum (damaged?)`);
    }
    const rel = e.path.slice(FILES.length);
    if (e.path.startsWith(FILES) && (path.isAbsolute(rel) || rel.split('/').includes('..'))) {
      throw corrupt(`${e.path} points outside the data directory`);
    }
  }
  return { manifest, entries };
}

export interface RestoreTarget {
  dataDir: string;
  /** Set: restore into this PostgreSQL database; unset: into DATA_DIR's embedded database. */
  databaseUrl?: string;
  force?: boolean;
}

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const postgresIsEmpty = (url: string) =>
  onPostgres(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0]!.n) === 0;
  });

/**
 * Restores an archive into DATA_DIR and the target database. The caller holds DATA_DIR (PGlite: the
 * server must be stopped). A non-empty target is refused unless `force`, which replaces it.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const { manifest, entries } = await verifyBackup(file);
  const into: DbKind = target.databaseUrl ? 'postgres' : 'pglite';
  const from = manifest.database.kind;
  if (from !== into) {
    throw new BackupError(
      `${file} holds ${from === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} database, but this installation uses ${into === 'pglite' ? 'the embedded database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}; restore it where it was made`,
    );
  }
  const known = knownMigrationNames();
  if (manifest.database.migration && !known.includes(manifest.database.migration)) {
    throw new BackupError(
      `${file} was made by a newer version (its database has migration ${manifest.database.migration}, which this code does not know); upgrade the code first`,
    );
  }

  // Before anything is deleted.
  if (into === 'postgres') requireTool('pg_restore');

  const dataDir = path.resolve(target.dataDir);
  const archive = path.resolve(file);
  const present = dataFiles(dataDir, archive);
  const pgliteDir = path.join(dataDir, 'pglite');
  const dbPresent =
    into === 'postgres'
      ? !(await postgresIsEmpty(target.databaseUrl!))
      : fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
  if ((present.length || dbPresent) && !target.force) {
    const what = [dbPresent && 'a database', present.length && `${present.length} files in ${dataDir}`].filter(Boolean);
    throw new BackupError(`The target is not empty (${what.join(' and ')}); add --force to replace it with the backup`);
  }

  // Replacing: what the backup does not have must not survive next to what it does.
  for (const rel of present) fs.rmSync(path.join(dataDir, rel), { force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  for (const e of manifest.entries) {
    if (!e.path.startsWith(FILES)) continue;
    await extractEntry(archive, entries.get(e.path)!, path.join(dataDir, e.path.slice(FILES.length)));
  }

  const dump = entries.get(DUMP[from])!;
  if (into === 'pglite') {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    const pglite = new PGlite(pgliteDir, {
      loadDataDir: new Blob([await readEntryBuffer(archive, dump)]),
      extensions: { pg_trgm },
    });
    await pglite.waitReady;
    await pglite.query('checkpoint');
    await pglite.close();
  } else {
    const dumpFile = tempPath('restore.dump');
    try {
      await extractEntry(archive, dump, dumpFile);
      // pg_restore --clean drops only what the dump holds: tables of a newer migration (a rollback
      // to the backup taken before an upgrade) would stay and break the next upgrade.
      if (dbPresent) {
        await onPostgres(target.databaseUrl!, (c) => c.query('drop schema public cascade; create schema public'));
      }
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${target.databaseUrl}`,
        dumpFile,
      ]);
    } finally {
      fs.rmSync(dumpFile, { force: true });
    }
  }
  return manifest;
}
