import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { fileStorage } from '../core/storage/file-storage.js';
import { readExportFile } from '../core/media/export-storage.js';
import { buildTestApp } from '../test/build-test-app.js';
import { exportRow as exportRowOf, readyMails as readyMailsTo, until } from '../test/data-exports.js';
import { createMember } from '../test/factories.js';
import { dataExportJob } from './data-export.job.js';

/**
 * The data export job as the worker runs it (its own pool on the same database), with its
 * PostgreSQL connection dropped (pg_terminate_backend) in the middle of an export. The export is
 * held up at one table by a lock the test takes, so the backend to drop is the one waiting for it.
 * The first drop costs nothing (a read is run again on a fresh connection); the second fails that
 * attempt, which gives its lease back and puts the export in line again. Once the lock is gone the
 * next attempt builds it: ready once, one mail, and the job goes on to the next export.
 */
describe.skipIf(!process.env.DATABASE_URL)('a data export whose PostgreSQL connection is dropped', () => {
  let app: FastifyInstance;
  let worker: DatabaseHandle;
  let stopJob: (() => Promise<void>) | undefined;
  let locker: pg.Client | undefined;
  let dbUrl: string;
  let dbName: string;
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (obj: object, msg?: string) => void warnings.push(`${msg ?? ''} ${JSON.stringify(obj)}`),
    error: (obj: object, msg?: string) => void warnings.push(`${msg ?? ''} ${JSON.stringify(obj)}`),
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(app.db);
    dbName = rows[0]!.db;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    worker = openDatabase({ databaseUrl: dbUrl, poolMax: 2, log });
  }, 60_000);
  afterAll(async () => {
    await stopJob?.();
    await locker?.end().catch(() => {});
    await worker?.close();
    await app?.close();
  }, 60_000);

  /** The worker's backends waiting for the test's lock on the feedback table. */
  async function waitingForLock(besides: number[] = []): Promise<number | null> {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = ${dbName} and wait_event_type = 'Lock' and query ilike '%from "feedback" as t%'`.execute(app.db);
    return rows.map((r) => r.pid).find((pid) => !besides.includes(pid)) ?? null;
  }
  const exportRow = (id: number) => exportRowOf(app.db, id);
  const readyMails = (to: string) => readyMailsTo(app.db, to);

  it('retries the export, gives its lease back, builds it once, and the job lives on', async () => {
    const member = await createMember(app);
    const asked = await app.inject({ method: 'POST', url: '/api/user/data-export', headers: member.auth });
    expect(asked.statusCode).toBe(202);
    const id = (asked.json() as { export: { id: number } }).export.id;

    // The export reads the member's feedback part-way through: held there until the test lets go.
    locker = new pg.Client({ connectionString: dbUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table feedback in access exclusive mode');

    stopJob = dataExportJob.start({ db: worker.db, env: app.env, deployment: app.deployment, log });
    const first = await until('the export to wait for the feedback table', () => waitingForLock());
    expect(await exportRow(id)).toMatchObject({ status: 'running', attempts: 1 });
    expect((await exportRow(id)).lease_until).not.toBeNull();

    await sql`select pg_terminate_backend(${first})`.execute(app.db);
    // A read: run again on a fresh connection, which waits for the lock in its turn.
    const second = await until('the read to be run again', () => waitingForLock([first]));
    await sql`select pg_terminate_backend(${second})`.execute(app.db);

    // That attempt fails: its lease is given back and the export waits for the next round.
    const released = await until('the failed attempt to be recorded', async () => {
      const row = await exportRow(id);
      return row.error ? row : null;
    });
    expect(released).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
    expect(released.error).toMatch(/cannot be reached/);
    expect(warnings.some((w) => w.includes('data export failed'))).toBe(true);

    await locker.query('commit');
    const ready = await until('the export to be built', async () => {
      const row = await exportRow(id);
      return row.status === 'ready' ? row : null;
    });
    // Built by the second attempt alone: one claim more, one file, one mail.
    expect(ready).toMatchObject({ attempts: 2, progress: 100, lease_until: null });
    expect(ready.file_key).toBeTruthy();
    const zip = await readExportFile(fileStorage(app.env), ready.file_key!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // The failed attempt left no file of its own behind.
    expect(fs.readdirSync(path.join(fileStorage(app.env).location, 'exports'))).toEqual([ready.file_key]);
    expect(await readyMails(member.user.email)).toHaveLength(1);

    // The job is still running: the next export requested is built too, on its first attempt.
    const other = await createMember(app);
    const next = await app.inject({ method: 'POST', url: '/api/user/data-export', headers: other.auth });
    const nextId = (next.json() as { export: { id: number } }).export.id;
    const built = await until('the next export to be built', async () => {
      const row = await exportRow(nextId);
      return row.status === 'ready' ? row : null;
    });
    expect(built).toMatchObject({ attempts: 1, error: null });
    expect(await readyMails(other.user.email)).toHaveLength(1);
    expect(await readyMails(member.user.email)).toHaveLength(1);
  }, 90_000);
});
