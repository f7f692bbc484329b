import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';

// Pool behaviour only exists on real PostgreSQL; PGlite has a single in-process connection.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pool faults', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '300' } });
  });
  afterAll(() => app?.close());

  it('answers 503 instead of hanging when no connection frees up', async () => {
    let release!: () => void;
    const held = app.db.connection().execute(() => new Promise<void>((r) => (release = r)));
    await new Promise((r) => setTimeout(r, 50));
    const res = await app.inject({ url: '/api/health' });
    release();
    await held;
    expect(res.statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('survives the server killing its connections and serves the next request', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(app.db);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.db],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Past the second for which health reuses its last good ping (platform.service.ts), so the
    // next polls reach the pool.
    await new Promise((r) => setTimeout(r, 1100));
    // The first request may meet the dead connection; the process must stay up and recover.
    await app.inject({ url: '/api/health' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
