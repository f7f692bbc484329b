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
  pool: Pick<DatabaseOptions, 'poolMax' | 'acquireTimeoutMs' | 'statementTimeoutMs'> & {
    /** The app reaches the server through this local port (a test's TCP proxy), not directly. */
    throughPort?: number;
    /** PGlite only: keep the database in this (empty) folder instead of in memory. */
    embeddedDataDir?: string;
    log?: DatabaseOptions['log'];
  } = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ loadDataDir: await migratedPGlite(), dataDir: pool.embeddedDataDir, log: pool.log });
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const { throughPort, embeddedDataDir: _embeddedOnly, ...poolOptions } = pool;
  if (throughPort) {
    dbUrl.hostname = '127.0.0.1';
    dbUrl.port = String(throughPort);
  }
  const handle = openDatabase({ databaseUrl: dbUrl.toString(), poolMax: 5, ...poolOptions });
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

const dbFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db');
const lockfile = path.join(dbFolder, '../../../../package-lock.json');
const TEMPLATE_PREFIX = 'aatd-test-pglite-';
let template: Promise<Blob> | undefined;

/**
 * A short hash of what a migrated database is made of: the migrations, every module beside them that
 * they may import (today row-change-triggers.ts) and the installed packages (PGlite's own version
 * among them), so a template is reused only for the same schema on the same PGlite.
 */
function migrationsHash(): string {
  const hash = createHash('sha256').update(fs.readFileSync(lockfile));
  for (const dir of [dbFolder, path.join(dbFolder, 'migrations')]) {
    for (const f of fs.readdirSync(dir).sort()) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
      hash.update(f).update(fs.readFileSync(path.join(dir, f)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once per set of migrations and kept in the system's temp
 * folder, so each test file copies it instead of running every migration again (seconds per file).
 */
export function migratedPGlite(): Promise<Blob> {
  template ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsHash()}.tar`;
    const file = path.join(os.tmpdir(), name);
    try {
      return new Blob([fs.readFileSync(file)]);
    } catch (err) {
      // Not made yet (or removed by a run of other migrations): made here.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const { dialect, database } = createPGliteDialect(undefined);
    const db = new Kysely<Database>({ dialect });
    await migrateToLatest(db);
    const dump = await database.dump();
    await db.destroy(); // closes PGlite too
    // Written under a name of its own, then renamed: parallel workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Templates of other migrations are not needed again (about 30 MB each).
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && old !== name) {
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
      }
    }
    return dump;
  })();
  return template;
}
