import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT_MAX } from '@aatd/contract';
import { buildTestApp } from '../test/build-test-app.js';
import { createAdmin, createMember } from '../test/factories.js';
import { DatabaseUnavailableError } from './database.js';

/**
 * The embedded database's data folder on a real, small disk (a tmpfs) that the test fills. A write
 * that needs a new block fails cleanly; the next checkpoint then stops PGlite's WebAssembly
 * instance for good (it would answer every later statement with an error until a restart). The app
 * answers 503 with Retry-After all that time, never 500, and once space is freed it opens the
 * data folder again by itself: every acknowledged row is there and new writes are kept.
 * Mounting needs root (CI runs as root on its machine); PostgreSQL runs have no embedded database.
 */
function mountSmallDisk(at: string, size: string): boolean {
  try {
    fs.mkdirSync(at, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at], { stdio: 'ignore' });
    return true;
  } catch {
    fs.rmSync(at, { recursive: true, force: true });
    return false;
  }
}
function unmount(at: string) {
  try {
    execFileSync('umount', [at], { stdio: 'ignore' });
  } catch {
    // Still held open by something of this process: detached now, freed when it lets go.
    execFileSync('umount', ['-l', at], { stdio: 'ignore' });
  }
  fs.rmSync(at, { recursive: true, force: true });
}
/** Writes to `file` until the disk holding it has no block left. */
function fillDisk(file: string) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4 * 1024);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
}

const FAILED_REOPEN = 'could not open the embedded database again';
const REOPENED = 'the embedded database is open again';
/** Waits between polls of a condition (each poll is bounded by its caller); true to chain with &&. */
const pause = (ms: number) => new Promise<true>((r) => setTimeout(() => r(true), ms));

const embedded = !process.env.DATABASE_URL;
const mountPoint = path.join('/tmp', `aatd-small-db-disk-${process.pid}`);
// A migrated database takes about 40 MB (a 16 MB write-ahead log among it).
const mounted = embedded && mountSmallDisk(mountPoint, '128m');
if (embedded && !mounted) {
  console.warn('embedded-disk-full.test: cannot mount a tmpfs here (needs root); the full-disk faults are skipped');
}

describe.skipIf(!mounted)('the embedded database on a full disk', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let member: { authorization: string };
  const filler = path.join(mountPoint, 'filler');
  const topUp = path.join(mountPoint, 'filler-top-up');
  /** Every note the app acknowledged with 201: each must be there afterwards. */
  const acknowledged: string[] = [];
  /** What the database layer logged, when. */
  const logged: { at: number; msg: string }[] = [];
  const record = (...args: unknown[]) => void logged.push({ at: Date.now(), msg: String(args[1] ?? args[0]) });
  const times = (msg: string) => logged.filter((l) => l.msg === msg).map((l) => l.at);

  beforeAll(async () => {
    app = await buildTestApp({
      env: { DATA_DIR: path.join(mountPoint, 'files') },
      embeddedDataDir: path.join(mountPoint, 'pglite'),
      databaseLog: { error: record, warn: record },
    });
    admin = (await createAdmin(app)).auth;
    member = (await createMember(app)).auth;
    // Copying the migrated template onto the small disk and starting there: a minute when busy.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    if (mounted) unmount(mountPoint);
  }, 60_000);

  let written = 0;
  /** A note large enough, and random enough not to compress, that each needs new blocks. */
  async function send(): Promise<LightMyRequestResponse> {
    const text = `note ${++written} ${randomBytes(FEEDBACK_TEXT_MAX).toString('base64')}`.slice(0, FEEDBACK_TEXT_MAX);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: member,
      payload: { feedbackText: text },
    });
    if (res.statusCode === 201) acknowledged.push(text);
    return res;
  }
  const inbox = (page = 1) => app.inject({ url: `/api/admin/feedback?page=${page}`, headers: admin });
  /** Every note in the admin inbox, all pages. */
  async function allNotes(): Promise<string[]> {
    const notes: string[] = [];
    for (let page = 1; page < 100; page++) {
      const res = await inbox(page);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { feedbackText: string }[]; meta: { pagination: { next: number | null } } };
      notes.push(...body.data.map((d) => d.feedbackText));
      if (!body.meta.pagination.next) break;
    }
    return notes;
  }
  function expectUnavailable(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ errors: 'serviceUnavailable' });
  }

  it('keeps what is written while there is room', async () => {
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
    expect((await allNotes()).sort()).toEqual([...acknowledged].sort());
  }, 60_000);

  it('answers a write that finds no room with 503 and Retry-After, not 500', async () => {
    fillDisk(filler);
    // A note may still fit in blocks the tables already have; the first that needs a new one fails.
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 50 && !refused; i++) {
      const res = await send();
      if (res.statusCode !== 201) refused = res;
    }
    expect(refused).toBeDefined();
    expectUnavailable(refused!);
  }, 60_000);

  it('answers 503, never 500, after the database stops at a checkpoint on the full disk', async () => {
    fillDisk(topUp);
    // PostgreSQL checkpoints on its own as the write-ahead log fills; here at once.
    await expect(sql`checkpoint`.execute(app.db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // Callers at the same time all wait for the same attempt to open the data folder again.
    const answers = await Promise.all([inbox(), inbox(), send(), app.inject({ url: '/api/health/ready' })]);
    for (const res of answers.slice(0, 3)) expectUnavailable(res);
    expect(answers[3].statusCode).toBe(503);
    expect(answers[3].json()).toMatchObject({ checks: { database: { status: 'down' } } });
    // Still full: later requests are refused the same way, not with the stopped instance's errors,
    // and the data folder is tried again at most once a second (here until two tries failed).
    const deadline = Date.now() + 10_000;
    do expectUnavailable(await inbox());
    while (times(FAILED_REOPEN).length < 2 && Date.now() < deadline && (await pause(100)));
    const tries = times(FAILED_REOPEN);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < tries.length; i++) expect(tries[i]! - tries[i - 1]!).toBeGreaterThanOrEqual(950);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  }, 60_000);

  it('answers again once space is freed, with every acknowledged note, without a restart', async () => {
    fs.rmSync(filler);
    fs.rmSync(topUp);
    // The next try to open the data folder waits out a short pause after the last failed one.
    // Several callers at once: they wait for the same attempt, and all are answered by it.
    const together = () => Promise.all([inbox(), inbox(), inbox()]);
    let answers = await together();
    const deadline = Date.now() + 30_000;
    while (answers.some((a) => a.statusCode === 503) && Date.now() < deadline && (await pause(200))) {
      answers = await together();
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // One instance replaced the stopped one.
    expect(times(REOPENED)).toHaveLength(1);
    expect((await allNotes()).sort()).toEqual([...acknowledged].sort());

    const after = await send();
    expect(after.statusCode).toBe(201);
    expect(await allNotes()).toContain(acknowledged.at(-1));
    // And it is on disk: the checkpoint that stopped the last instance succeeds now.
    await sql`checkpoint`.execute(app.db);
  }, 60_000);
});
