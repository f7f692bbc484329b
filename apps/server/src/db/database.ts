import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.js';
import { createPGliteDialect } from './pglite-dialect.js';
import { nameRepeatedStatements, StatementNames } from './prepared-statements.js';

export type DbKind = 'pglite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps an in-memory database (tests). */
  dataDir?: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  acquireTimeoutMs?: number;
  log?: Pick<Logger, 'error' | 'warn'>;
}

/** Raised when no pooled connection frees up in time; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  readonly code = 'DB_BUSY';
}

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const { dialect, pglite } = createPGliteDialect(opts.dataDir);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function openPostgres(url: string, opts: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    statement_timeout: opts.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', (err) => opts.log?.warn({ err: err.message }, 'postgres pool client error'));
  const names = new StatementNames();
  const guarded = {
    connect: async () => {
      try {
        return nameRepeatedStatements(await pool.connect(), names);
      } catch (err) {
        if (/timeout/i.test((err as Error).message)) throw new DatabaseBusyError('database connection timeout');
        throw err;
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded as unknown as pg.Pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
