import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createAdmin } from '../test/factories.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';

/** Polls `check` until it holds; fails with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Pool behaviour only exists on real PostgreSQL; PGlite has a single in-process connection.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL faults', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let auth: { authorization: string };
  let dbName: string;
  let seq = 0;

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    app = await buildTestApp({
      env: { DB_POOL_MAX: '4', DB_ACQUIRE_TIMEOUT_MS: '3000' },
      databaseThroughPort: proxy.port,
    });
    auth = (await createAdmin(app)).auth;
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(app.db);
    dbName = rows[0]!.db;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  const write = () =>
    app.inject({ method: 'POST', url: '/api/user/feedback', headers: auth, payload: { feedbackText: `w${++seq}` } });
  const read = () => app.inject({ url: '/api/admin/feedback', headers: auth });

  /** What the member sees for every answer: a success, or a 503 that says when to come back. */
  function expectSuccessOr503(res: LightMyRequestResponse) {
    if (res.statusCode < 300) return;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({ errors: 'serviceUnavailable', message: expect.any(String) });
  }

  async function storedTexts(): Promise<Set<string>> {
    const { rows } = await sql<{ t: string }>`select feedback_text as t from feedback`.execute(app.db);
    return new Set(rows.map((r) => r.t));
  }

  /** Sends a burst, runs `fault` while its requests are in flight, and checks every answer. */
  async function underLoad(fault: () => Promise<void> | void) {
    const writes: Array<Promise<{ res: LightMyRequestResponse; text: string }>> = [];
    const all: Array<Promise<LightMyRequestResponse>> = [];
    // Text is fixed when each write is sent, so acknowledged writes can be looked up afterwards.
    for (let i = 0; i < 40; i++) {
      if (i % 2) all.push(read());
      else {
        const text = `w${++seq}`;
        const sent = app
          .inject({ method: 'POST', url: '/api/user/feedback', headers: auth, payload: { feedbackText: text } })
          .then((res) => ({ res, text }));
        writes.push(sent);
        all.push(sent.then((w) => w.res));
      }
    }
    // The requests are in flight once they hold the pool's connections.
    await until('requests to reach the database', async () => proxy.open >= 2);
    await fault();
    const answers = await Promise.all(all);
    answers.forEach(expectSuccessOr503);
    return { answers, writes: await Promise.all(writes) };
  }

  it('answers 503 with Retry-After while the database is unreachable, and serves again once it is back', async () => {
    const { writes } = await underLoad(() => proxy.refuse());
    // While it stays away, every call says so the same way.
    const away = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? read() : write())));
    for (const res of away) {
      expect(res.statusCode).toBe(503);
      expectSuccessOr503(res);
    }
    const health = await app.inject({ url: '/api/health/ready' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'down', checks: { database: { status: 'down' } } });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

    proxy.accept();
    await until('the app to serve again', async () => (await read()).statusCode === 200, 5_000);
    expect((await write()).statusCode).toBe(201);

    // No acknowledged write is lost.
    const stored = await storedTexts();
    const acknowledged = writes.filter((w) => w.res.statusCode < 300).map((w) => w.text);
    for (const text of acknowledged) expect(stored).toContain(text);
  });

  it('survives a cut of every connection under load and loses no acknowledged write', async () => {
    const { writes } = await underLoad(() => proxy.cut());
    await until('the app to serve again', async () => (await read()).statusCode === 200, 5_000);
    const stored = await storedTexts();
    for (const w of writes.filter((w) => w.res.statusCode < 300)) expect(stored).toContain(w.text);
  });

  it('survives the server terminating its backends under load', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let killed = 0;
    try {
      const { writes } = await underLoad(async () => {
        // This test's own database only: the server is shared.
        const res = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        killed = res.rowCount ?? 0;
      });
      expect(killed).toBeGreaterThan(0);
      await until('the app to serve again', async () => (await read()).statusCode === 200, 5_000);
      const stored = await storedTexts();
      for (const w of writes.filter((w) => w.res.statusCode < 300)) expect(stored).toContain(w.text);
    } finally {
      await admin.end();
    }
  });

  it('runs a read again on a fresh connection when its idle connection was terminated', async () => {
    expect((await read()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name <> 'aatd change listener'",
      [dbName],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The very next read succeeds: it either gets a fresh connection or is retried on one.
    expect((await read()).statusCode).toBe(200);
  });

  it('answers 503 instead of hanging when no connection frees up', async () => {
    const busy = await buildTestApp({ env: { DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '300' } });
    try {
      let release!: () => void;
      const held = busy.db.connection().execute(() => new Promise<void>((r) => (release = r)));
      await until('the only connection to be taken', async () => release !== undefined);
      const res = await busy.inject({ url: '/api/health' });
      release();
      await held;
      expect(res.statusCode).toBe(503);
      expect((await busy.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
