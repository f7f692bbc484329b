import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (dropped again when the handle closes).
 */
export async function createTestDatabase(
  pool: Pick<DatabaseOptions, 'poolMax' | 'acquireTimeoutMs' | 'statementTimeoutMs'> = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = openDatabase({});
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: dbUrl.toString(), poolMax: 5, ...pool });
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
