import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPGliteDialect } from '../db/pglite-dialect.js';
import type { Database } from '../db/schema.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of a migrated
 * data directory), or a new database on the PostgreSQL server named by DATABASE_URL (dropped again
 * when the handle closes).
 */
export async function createTestDatabase(
  pool: Pick<DatabaseOptions, 'poolMax' | 'acquireTimeoutMs' | 'statementTimeoutMs'> = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ loadDataDir: await migratedPGlite() });
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: dbUrl.toString(), poolMax: 5, ...pool });
  // A server database is made and migrated in about a second: no template needed there.
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
let template: Promise<Blob> | undefined;

/** What the migrations are made of: every migration file and the one module they import. */
const MIGRATION_SOURCES = [
  ...fs
    .readdirSync(migrationFolder)
    .sort()
    .map((f) => path.join(migrationFolder, f)),
  path.join(migrationFolder, '../row-change-triggers.ts'),
];

/** A short hash of the migrations' sources: a template is reused only for the same migrations. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const f of MIGRATION_SOURCES) hash.update(path.basename(f)).update(fs.readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once per set of migrations and kept in the system's temp
 * folder, so each test file copies it instead of running every migration again (seconds per file).
 */
function migratedPGlite(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `aatd-test-pglite-${migrationsHash()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const { dialect, pglite } = createPGliteDialect(undefined);
    const db = new Kysely<Database>({ dialect });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy(); // closes PGlite too
    // Written under a name of its own, then renamed: parallel workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return template;
}
