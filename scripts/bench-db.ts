import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { DeploymentSchema } from '../apps/server/src/config/deployment.js';
import { loadSampleData } from '../apps/server/src/seed/sample/index.js';
import { scaleState } from '../apps/server/src/seed/scale/index.js';
import { createUser } from '../apps/server/src/core/users/users.repository.js';
import { LocalFileStorage } from '../apps/server/src/core/storage/local-storage.js';

/** The database a bench run uses, ready before any server starts, and how to put it away. */
export interface BenchDatabase {
  label: string;
  /** DATA_DIR and DATABASE_URL for the product; BENCH_DATABASE_URL or BENCH_PGLITE_DIR for the query ceiling. */
  productEnv: Record<string, string>;
  ceilingEnv: Record<string, string>;
  /** Runs `fn` on the database while no server holds it (PGlite allows one process). */
  prepare<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

const psqlAdmin = (url: string, sql: string) => execFileSync('psql', [url, '-qc', sql]);

/**
 * Sample data: a fresh database of its own (a new PostgreSQL database on DATABASE_URL's server,
 * dropped at the end, or a temporary PGlite directory) with the sample content and a bench member
 * who has a conversation. Scale data: DATABASE_URL's database as seed:scale left it (seeded first
 * if needed); the bench only adds access tokens there and removes them at the end.
 */
export async function openBenchDatabase(data: 'sample' | 'scale', dataDir: string): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (data === 'scale') {
    if (!url) throw new Error('BENCH_DATA=scale needs DATABASE_URL (seed:scale builds it on PostgreSQL only)');
    // Read without migrating: DATABASE_URL may name a database that is not this product's.
    const state = await withDb({ databaseUrl: url, migrate: false }, scaleState).catch(() => 'missing');
    if (state !== 'seeded') {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts'], { stdio: 'inherit' });
    }
    return postgres(`PostgreSQL, scale data (${new URL(url).pathname.slice(1)})`, url, async () => {});
  }
  if (url) {
    const bench = new URL(url);
    bench.pathname = `/bench_${Date.now()}_${process.pid}`;
    psqlAdmin(url, `create database ${bench.pathname.slice(1)}`);
    const db = postgres(
      `PostgreSQL, sample data (${bench.pathname.slice(1)}, dropped at the end)`,
      bench.toString(),
      async () => {
        psqlAdmin(url, `drop database if exists ${bench.pathname.slice(1)} with (force)`);
      },
    );
    await db.prepare((d) => loadSample(d, dataDir));
    return db;
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  const ceilingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-bench-ceiling-'));
  const db: BenchDatabase = {
    label: 'PGlite (embedded), sample data',
    productEnv: {},
    ceilingEnv: { BENCH_PGLITE_DIR: ceilingDir },
    // The query ceiling reads its own copy: PGlite cannot share a directory between processes.
    prepare: async (fn) => {
      const result = await withDb({ dataDir: pgliteDir }, fn);
      fs.cpSync(pgliteDir, ceilingDir, { recursive: true });
      return result;
    },
    cleanup: async () => fs.rmSync(ceilingDir, { recursive: true, force: true }),
  };
  await db.prepare((d) => loadSample(d, dataDir));
  return db;
}

function postgres(label: string, url: string, drop: () => Promise<void>): BenchDatabase {
  return {
    label,
    productEnv: { DATABASE_URL: url },
    ceilingEnv: { BENCH_DATABASE_URL: url },
    prepare: (fn) => withDb({ databaseUrl: url }, fn),
    cleanup: drop,
  };
}

async function withDb<T>(
  { migrate = true, ...opts }: { databaseUrl?: string; dataDir?: string; migrate?: boolean },
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const handle = openDatabase({ ...opts, statementTimeoutMs: 600_000 });
  try {
    if (migrate) await migrateToLatest(handle.db);
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** Sample content, plus a bench member with a 40-message conversation (the sample has none). */
async function loadSample(db: Db, dataDir: string) {
  await loadSampleData({ db, deployment: DeploymentSchema.parse({}), storage: new LocalFileStorage(dataDir) });
  const { legal } = DeploymentSchema.parse({});
  const member = (first: string) =>
    createUser(db, {
      email: `bench-${first.toLowerCase()}@bench.example`,
      passwordHash: null,
      title: 'Dr.',
      firstName: first,
      lastName: 'Bench',
      region: 'US',
      verified: true,
      isSample: true,
      // The bench's deployment keeps the default legal versions; its members have accepted them.
      acceptedVersions: { terms: legal.terms.version, privacy: legal.privacy.version },
    });
  const [a, b] = [await member('Reader'), await member('Peer')];
  const messages = Array.from({ length: 40 }, (_, i) => ({
    sender_id: i % 2 ? a.id : b.id,
    receiver_id: i % 2 ? b.id : a.id,
    text: `Bench message ${i + 1}`,
    created_at: new Date(Date.now() - (40 - i) * 60_000),
  }));
  await db.insertInto('messages').values(messages).execute();
}
