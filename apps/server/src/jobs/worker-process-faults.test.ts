import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../core/storage/file-storage.js';
import { readExportFile } from '../core/media/export-storage.js';
import { buildTestApp } from '../test/build-test-app.js';
import { exportRow as exportRowOf, readyMails as readyMailsTo, until as waitFor } from '../test/data-exports.js';
import { createMember } from '../test/factories.js';
import { baseEnv, compiledEntry, startProcess, type ServerProcess } from '../test/processes.js';

/** How the worker's connections are named in pg_stat_activity (set in its DATABASE_URL, as libpq allows). */
const WORKER_NAME = 'aatd worker under test';

/**
 * The worker as an operator runs it (`node apps/server/dist/worker.js`, its own process) on the
 * test's database, with every one of its PostgreSQL connections terminated twice while a data
 * export waits for a table lock the test holds: the one waiting for the lock and the idle ones in
 * its pool (the mail, import and other jobs' connections). A dropped connection must cost an
 * attempt at most, never the process: the export is built once when the lock goes, the next one
 * requested is built too, and SIGTERM still stops the worker cleanly.
 */
describe.skipIf(!process.env.DATABASE_URL)('the worker process when its PostgreSQL connections are dropped', () => {
  let app: FastifyInstance;
  let worker: ServerProcess | undefined;
  let locker: pg.Client | undefined;
  let dbName: string;
  let dbUrl: string;
  let configDir: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(app.db);
    dbName = rows[0]!.db;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    url.searchParams.set('application_name', WORKER_NAME);
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aatd-worker-faults-'));
    const config = path.join(configDir, 'deployment.json');
    fs.writeFileSync(config, JSON.stringify({ sampleContent: false }));
    // What docs/operations.md gives the worker: the site's settings, and the DATA_DIR the web
    // processes share (here the test app's, where it looks for the exports).
    worker = await startProcess('worker', [compiledEntry('worker')], {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      DATA_DIR: app.env.dataDir,
      SECRET_KEY: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'https://community.example.test',
      CONFIG_FILE: config,
      LOG_LEVEL: 'info',
    });
    await worker.waitForOutput('worker started', 60_000);
  }, 120_000);

  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail' && worker) console.error(`\n----- worker output -----\n${worker.output()}`);
  });

  afterAll(async () => {
    if (worker && worker.proc.exitCode === null && worker.proc.signalCode === null) worker.proc.kill('SIGKILL');
    await locker?.end().catch(() => {});
    await app?.close();
    if (app) fs.rmSync(app.env.dataDir, { recursive: true, force: true });
    if (configDir) fs.rmSync(configDir, { recursive: true, force: true });
  }, 60_000);

  const alive = () => worker!.proc.exitCode === null && worker!.proc.signalCode === null;

  /** Polls `check`; fails at once if the worker has exited. */
  const until = <T>(what: string, check: () => Promise<T | null | undefined | false>) =>
    waitFor(what, check, {
      ms: 45_000,
      giveUp: () => (alive() ? null : `the worker exited (${worker!.proc.exitCode ?? worker!.proc.signalCode})`),
    });

  const workerBackends = async () =>
    (
      await sql<{ pid: number; state: string | null; waiting: boolean; query: string }>`
        select pid, state, wait_event_type = 'Lock' as waiting, query from pg_stat_activity
        where datname = ${dbName} and application_name = ${WORKER_NAME}`.execute(app.db)
    ).rows;

  /**
   * The worker's connections once its export waits for the lock on a backend not in `besides` and
   * at least one other sits idle in its pool (the import job uses one every second).
   */
  const waitingExport = (besides: number[]) =>
    until('the export to wait for the feedback table beside an idle connection', async () => {
      const rows = await workerBackends();
      const waiter = rows.find(
        (r) => r.waiting && r.query.includes('from "feedback" as t') && !besides.includes(r.pid),
      );
      return waiter && rows.some((r) => r.state === 'idle')
        ? { waiter: waiter.pid, pids: rows.map((r) => r.pid) }
        : null;
    });

  /** Terminates every connection the worker holds; answers how many went. */
  const dropWorkerConnections = async () => {
    const { rows } = await sql<{ gone: boolean }>`
      select pg_terminate_backend(pid) as gone from pg_stat_activity
      where datname = ${dbName} and application_name = ${WORKER_NAME}`.execute(app.db);
    return rows.filter((r) => r.gone).length;
  };

  const exportRow = (id: number) => exportRowOf(app.db, id);
  const readyMails = (to: string) => readyMailsTo(app.db, to);
  const exportFiles = () => {
    const dir = path.join(fileStorage(app.env).location, 'exports');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const askForExport = async (auth: { authorization: string }) => {
    const asked = await app.inject({ method: 'POST', url: '/api/user/data-export', headers: auth });
    expect(asked.statusCode).toBe(202);
    return (asked.json() as { export: { id: number } }).export.id;
  };
  const built = (id: number) =>
    until('the export to be built', async () => {
      const row = await exportRow(id);
      return row.status === 'ready' ? row : null;
    });

  it('keeps running through two drops of every connection, builds the export once, builds the next, and stops on SIGTERM', async () => {
    const member = await createMember(app);
    // Taken before the export is asked for, so the running worker cannot build it first.
    locker = new pg.Client({ connectionString: dbUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table feedback in access exclusive mode');
    const id = await askForExport(member.auth);

    const first = await waitingExport([]);
    expect(await dropWorkerConnections()).toBeGreaterThanOrEqual(2);
    // The read is run again on a fresh connection and waits for the lock in its turn; dropped too.
    await waitingExport([first.waiter]);
    expect(await dropWorkerConnections()).toBeGreaterThanOrEqual(2);

    // That attempt fails and gives its lease back; the process is still there.
    const released = await until('the failed attempt to be recorded', async () => {
      const row = await exportRow(id);
      return row.error ? row : null;
    });
    expect(released).toMatchObject({ status: 'pending', lease_until: null });
    expect(alive()).toBe(true);

    await locker.query('commit');
    const ready = await built(id);
    expect(ready).toMatchObject({ progress: 100, lease_until: null });
    const zip = await readExportFile(fileStorage(app.env), ready.file_key!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(exportFiles()).toHaveLength(1);
    expect(await readyMails(member.user.email)).toHaveLength(1);

    // It lives on: an export asked for afterwards is built on its first attempt.
    const other = await createMember(app);
    const next = await built(await askForExport(other.auth));
    expect(next).toMatchObject({ attempts: 1, error: null });
    expect(exportFiles()).toHaveLength(2);
    expect(await readyMails(other.user.email)).toHaveLength(1);
    expect(await readyMails(member.user.email)).toHaveLength(1);

    expect(alive()).toBe(true);
    // The drops reached idle pooled connections (the case that once ended the process) and were only logged.
    expect(worker!.output()).toContain('postgres pool client error');
    expect(worker!.output()).not.toContain("Unhandled 'error' event");

    // An operator's stop: SIGTERM, and a clean exit well within a process manager's patience.
    const exited = new Promise<number | null>((resolve) => worker!.proc.once('exit', (code) => resolve(code)));
    worker!.proc.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 30_000)),
    ]);
    expect(code).toBe(0);
  }, 180_000);
});
