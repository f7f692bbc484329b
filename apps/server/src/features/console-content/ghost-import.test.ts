import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GhostImportJob, GhostImportReport } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileStorage, MissingFile } from '../../core/storage/file-storage.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { consoleApi } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';
import { FIXTURE_IMAGES, FIXTURE_TITLES, ghostExportFixture } from '../../test/ghost-export.js';
import { ghostZip, remoteImagesForTests, samplePng } from '../../test/ghost-zip.js';
import { claimImportJob } from './ghost-import.repository.js';
import { IMPORT_STALE_MS, runQueuedImports } from './ghost-import.service.js';

type Auth = { authorization: string };
let app: FastifyInstance;
let editor: Auth;
let reviewer: Auth;

beforeAll(async () => {
  remoteImagesForTests();
  app = await buildTestApp();
  editor = (await createStaff(app, 'editor')).auth;
  reviewer = (await createStaff(app, 'reviewer')).auth;
});
afterAll(() => app?.close());

const importFile = (
  auth: Auth | Record<string, never>,
  body: unknown,
  dryRun: boolean,
  type = Buffer.isBuffer(body) ? 'application/zip' : 'application/json',
  choices = '',
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/content/import?dryRun=${dryRun}${choices}`,
    headers: { ...auth, 'content-type': type },
    payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

/** The fixture as a ZIP with the lexical post's feature image in its content/images. */
const fixtureZip = async (suffix = '') =>
  ghostZip(ghostExportFixture(suffix), { '2023/03/lexical-feature.png': await samplePng() });

const getJob = async (auth: Auth, id: number) =>
  app.inject({ method: 'GET', url: `/api/admin/content/import/${id}`, headers: auth });

/** Queues the import (202), lets the background job run it, and answers its report. */
async function importNow(auth: Auth, body: unknown, choices = ''): Promise<GhostImportReport> {
  const queued = await importFile(auth, body, false, undefined, choices);
  expect(queued.statusCode).toBe(202);
  expect(queued.json<GhostImportJob>()).toMatchObject({ state: 'queued', done: 0, report: null });
  expect(await runQueuedImports(app)).toBe(1);
  const job = (await getJob(auth, queued.json<GhostImportJob>().id)).json<GhostImportJob>();
  expect(job).toMatchObject({ state: 'done', error: null });
  expect(job.done).toBe(job.total);
  return job.report!;
}

const counts = async () => {
  const posts = await app.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const audit = await app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { posts: Number(posts.n), audit: Number(audit.n) };
};

const itemOf = (r: GhostImportReport, title: string) => r.items.find((i) => i.title === title)!;

const jobRow = (id: number) =>
  app.db
    .selectFrom('content_import_jobs')
    .select(['state', 'error', 'file', 'archive', 'file_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The queued files still in the file storage (the local disk's imports folder in tests). */
async function storedFiles(): Promise<string[]> {
  const storage = fileStorage(app.env);
  expect(storage.kind).toBe('local');
  try {
    return (await readdir(path.join(storage.location, 'imports'))).map((f) => `imports/${f}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

describe('POST /api/admin/content/import', () => {
  it('a dry run reports per kind, unknown tags, images and problems, and writes nothing', async () => {
    const before = await counts();
    const res = await importFile(editor, await fixtureZip(), true);
    expect(res.statusCode).toBe(200);
    const r = res.json<GhostImportReport>();
    expect(r.dryRun).toBe(true);
    expect(r.totals).toEqual({ posts: 5, pages: 1, imported: 3, inReview: 1, drafts: 2, duplicates: 0, skipped: 2 });
    expect(r.byKind).toEqual({ news: 2, therapy: 1 });
    expect(r.unknownTags.map((t) => t.slug).sort()).toEqual(['hash-featured', 'webinar-recordings']);
    expect(r.unknownTags.find((t) => t.slug === 'webinar-recordings')!.posts).toEqual([FIXTURE_TITLES.unmapped]);
    expect(r.images.map((i) => [i.url, i.outcome])).toEqual([
      ['content/images/2023/03/lexical-feature.png', 'library'],
      [FIXTURE_IMAGES.lexicalBody, 'upload'],
      [FIXTURE_IMAGES.mobiledocFeature, 'upload'],
      [FIXTURE_IMAGES.mobiledocBody.replace('__GHOST_URL__', ''), 'upload'],
    ]);
    const jw = itemOf(r, FIXTURE_TITLES.html);
    expect(jw).toMatchObject({ outcome: 'create', state: 'draft', kind: 'news', newsGroup: 'JOURNAL_WATCH' });
    expect(jw.problems.join(' ')).toMatch(/Stays a draft until filled in: Source/);
    expect(itemOf(r, FIXTURE_TITLES.page)).toMatchObject({ outcome: 'skipped' });
    expect(itemOf(r, FIXTURE_TITLES.page).problems[0]).toMatch(/^A Ghost page: choose what pages become/);
    expect(await counts()).toEqual(before);
  });

  it('imports through the console service: in review with versions and audit, original dates, sanitized bodies', async () => {
    const r = await importNow(editor, await fixtureZip());
    expect(r.dryRun).toBe(false);
    expect(r.totals).toMatchObject({ imported: 3, inReview: 1, drafts: 2, duplicates: 0, skipped: 2 });

    const news = itemOf(r, FIXTURE_TITLES.lexical);
    expect(news).toMatchObject({ outcome: 'created', state: 'in_review' });
    const api = consoleApi(app);
    const item = (await api.get(reviewer, news.contentId!)).body;
    expect(item).toMatchObject({ kind: 'news', state: 'in_review', status: 'draft' });
    expect(item.working.fields).toMatchObject({
      newsGroup: 'CLINICAL_NEWS',
      excerpt: 'A sample excerpt written in Ghost.',
      featureImage: expect.stringMatching(/^library\/[\w-]+\.webp$/),
      publishedAt: '2023-03-14T09:30:00.000Z',
      authors: 'Sample Author',
    });
    expect(item.working.fields.html).toContain('<h2>What is new</h2>');
    // The ZIP's image is in the media library, re-encoded, its alt text from the post, to check.
    const image = await app.db
      .selectFrom('media_files')
      .selectAll()
      .where('path', '=', item.working.fields.featureImage)
      .executeTakeFirstOrThrow();
    expect(image).toMatchObject({ kind: 'image', mime: 'image/webp', alt: FIXTURE_TITLES.lexical });
    expect(image.review_note).toMatch(/check the alt text/);
    // The body image only on another site is left out, never hot-linked.
    expect(item.working.fields.html).not.toContain('images.example.org');
    expect(item.working.fields.html).toContain('<a href="https://www.example.org/sample" rel="noopener noreferrer"');
    // Sanitized like a console save: article HTML has no code style, so a code block keeps its text only.
    expect(item.working.fields.html).not.toContain('<pre>');
    expect(news.problems).toContain(
      'Code blocks keep their text and lines but not their formatting (articles have no code style).',
    );

    const jw = (await api.get(reviewer, itemOf(r, FIXTURE_TITLES.html).contentId!)).body;
    expect(jw.state).toBe('draft');
    expect(jw.working.fields.html).toBe('<p>A <em>sample</em> summary of an article.</p>');
    // A Ghost post names no source article or journal: the editor adds both before review.
    expect(jw.missingFields).toEqual(['articleSource', 'journal']);

    const audit = (
      await app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', String(news.contentId))
        .orderBy('id')
        .execute()
    ).filter((a) => a.action.startsWith('content.'));
    expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.submit']);
    expect(audit[0]!.details).toMatchObject({ source: 'ghost-import', kind: 'news' });
    expect((await api.versions(editor, news.contentId!)).body.data).toHaveLength(1);

    // A reviewer approves and an editor publishes it like any item; members see the original date.
    expect((await api.approve(reviewer, news.contentId!)).status).toBe(200);
    expect((await api.publish(editor, news.contentId!)).status).toBe(200);
    const live = await app.db
      .selectFrom('posts')
      .select(['status', 'published_at'])
      .where('id', '=', news.contentId!)
      .executeTakeFirstOrThrow();
    expect(live.status).toBe('published');
    expect(new Date(live.published_at).toISOString()).toBe('2023-03-14T09:30:00.000Z');
  });

  it('running the same file again creates nothing and names the items imported before', async () => {
    const before = await counts();
    for (const dryRun of [true, false]) {
      const r = dryRun
        ? (await importFile(editor, await fixtureZip(), true)).json<GhostImportReport>()
        : await importNow(editor, await fixtureZip());
      expect(r.totals).toMatchObject({ imported: 0, duplicates: 3, skipped: 2 });
      expect(itemOf(r, FIXTURE_TITLES.lexical)).toMatchObject({ outcome: 'duplicate' });
      expect(itemOf(r, FIXTURE_TITLES.lexical).contentId).toBeGreaterThan(0);
    }
    expect(await counts()).toEqual(before);
  });

  it('a post re-exported with a new id but the same uuid is a duplicate too', async () => {
    const file = ghostExportFixture();
    const data = file.db[0]!.data;
    const first = data.posts[0]!;
    data.posts = [{ ...first, id: 'another-id' }];
    data.posts_tags = data.posts_tags
      .filter((l) => l.post_id === first.id)
      .map((l) => ({ ...l, post_id: 'another-id' }));
    const r = await importNow(editor, file);
    expect(r.totals).toMatchObject({ imported: 0, duplicates: 1 });
  });

  it('refuses a malformed file with a message, and checks type and size', async () => {
    const notJson = await importFile(editor, '{"db": [', false);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^The export is not valid JSON/);

    const nul = await importFile(editor, JSON.stringify(ghostExportFixture()).replace('About.', 'About\\u0000.'), true);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/control character \(such as NUL\) at data\.posts\[3\]\.html/);

    const notGhost = await importFile(editor, { hello: 'world' }, false);
    expect(notGhost.statusCode).toBe(400);
    expect(notGhost.json()).toMatchObject({
      errors: 'invalidGhostExport',
      message: 'This is not a Ghost JSON export: it has no db[0].data section.',
    });

    const noPosts = await importFile(editor, { db: [{ data: { posts: 'x' } }] }, true);
    expect(noPosts.json().message).toMatch(/no list of posts/);

    const text = await importFile(editor, 'posts', false, 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(
      'Upload the Ghost export as its JSON file (.json) or a ZIP of it with its images (.zip).',
    );

    const big = await app.inject({
      method: 'POST',
      url: '/api/admin/content/import?dryRun=true',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: JSON.stringify({ db: [{ data: { posts: [], pad: 'x'.repeat(21 * 1024 * 1024) } }] }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than 20 MB/);
  });

  it('a queued import fails with the reason when its editor lost the role before it ran', async () => {
    const staff = await createStaff(app, 'editor');
    const queued = await importFile(staff.auth, ghostExportFixture('lost'), false);
    expect(queued.statusCode).toBe(202);
    await app.db.updateTable('users').set({ role: 'member' }).where('id', '=', staff.user.id).execute();
    expect(await runQueuedImports(app)).toBe(1);
    const job = (await getJob(editor, queued.json<GhostImportJob>().id)).json<GhostImportJob>();
    expect(job).toMatchObject({ state: 'failed', error: 'Only editors may import content.', report: null });
    expect(await runQueuedImports(app)).toBe(0);
    // The file is dropped once the job has run.
    const row = await app.db
      .selectFrom('content_import_jobs')
      .select(['file', 'file_key'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ file: null, file_key: null });
    expect(await storedFiles()).toEqual([]);
  });

  it('an import whose worker stopped is run again, and what it created before counts as imported', async () => {
    const queued = (await importFile(editor, ghostExportFixture('stale'), false)).json<GhostImportJob>();
    // A worker claimed it, created the posts, then died before finishing.
    expect(await runQueuedImports(app)).toBe(1);
    const long = new Date(Date.now() - 10 * 60_000);
    await app.db
      .updateTable('content_import_jobs')
      .set({ state: 'running', heartbeat_at: long, report: null, file: JSON.stringify(ghostExportFixture('stale')) })
      .where('id', '=', queued.id)
      .execute();
    // A live worker's job is left alone; a silent one is taken over.
    expect(await runQueuedImports(app, () => new Date(long.getTime() + 60_000))).toBe(0);
    expect(await runQueuedImports(app)).toBe(1);
    const job = (await getJob(editor, queued.id)).json<GhostImportJob>();
    expect(job.state).toBe('done');
    expect(job.report!.totals).toMatchObject({ imported: 0, duplicates: 3 });
  });

  it('a malformed file is refused when it is queued, not later', async () => {
    const res = await importFile(editor, { db: [{ data: { posts: {} } }] }, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('invalidGhostExport');
    expect(await runQueuedImports(app)).toBe(0);
  });

  it('following an import: editors only, 404 for an unknown one', async () => {
    expect((await getJob(editor, 999999)).statusCode).toBe(404);
    expect((await getJob((await createStaff(app, 'member')).auth, 1)).statusCode).toBe(403);
    expect((await getJob({} as Auth, 1)).statusCode).toBe(401);
  });

  it('only editors and admins may import: members and reviewers 403, visitors 401', async () => {
    for (const role of ['member', 'reviewer', 'moderator'] as const) {
      const res = await importFile((await createStaff(app, role)).auth, ghostExportFixture('x'), true);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only editors may import content.');
    }
    expect((await importFile({}, ghostExportFixture('x'), true)).statusCode).toBe(401);
    // Who is calling is settled before the body is looked at.
    expect((await importFile({}, 'not json', true)).statusCode).toBe(401);
    expect((await importFile((await createStaff(app, 'admin')).auth, ghostExportFixture('x'), true)).statusCode).toBe(
      200,
    );
  });

  it("answers a member's 17 MB upload 403 before reading its body", async () => {
    const member = (await createStaff(app, 'member')).auth;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL('/api/admin/content/import?dryRun=true', address);
    // The body is announced but never sent: an answer proves the server did not wait for it.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { ...member, 'content-type': 'application/json', 'content-length': String(17 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"db":');
    });
    expect(status).toBe(403);
  });

  it("imports with the editor's choices: a tag mapped, pages and the rest given a kind", async () => {
    const choices = '&map=webinar-recordings%3Dconference&pages=skip&defaultKind=news%3AOTHER_RESOURCES';
    const res = await importFile(editor, ghostExportFixture('choices'), true, undefined, choices);
    expect(res.statusCode).toBe(200);
    const r = res.json<GhostImportReport>();
    expect(itemOf(r, FIXTURE_TITLES.unmapped)).toMatchObject({ outcome: 'create', kind: 'conference' });
    expect(itemOf(r, FIXTURE_TITLES.page).problems[0]).toBe('A Ghost page: pages are skipped, as chosen.');

    const bad = await importFile(editor, ghostExportFixture('choices'), true, undefined, '&map=webinars');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/TAG=KIND/);
  });
});

describe("a queued import's file", () => {
  it('is kept in the file storage as uploaded, read back as a stream by the job, and deleted once it is done', async () => {
    const zip = await fixtureZip('stored');
    const queued = await importFile(editor, zip, false);
    expect(queued.statusCode).toBe(202);
    const id = queued.json<GhostImportJob>().id;
    const row = await jobRow(id);
    // Not in the row: the database never hands the file back as one value.
    expect(row).toMatchObject({ state: 'queued', file: null, archive: null });
    expect(row.file_key).toMatch(/^imports\/[0-9a-f-]{36}$/);
    const storage = fileStorage(app.env);
    expect((await storage.get(row.file_key!))!.equals(zip)).toBe(true);
    expect(await storedFiles()).toEqual([row.file_key]);

    const read = vi.spyOn(storage, 'read');
    const get = vi.spyOn(storage, 'get');
    try {
      expect(await runQueuedImports(app)).toBe(1);
      expect(read).toHaveBeenCalledWith(row.file_key);
      expect(get.mock.calls.map((c) => c[0])).not.toContain(row.file_key);
    } finally {
      read.mockRestore();
      get.mockRestore();
    }
    const job = (await getJob(editor, id)).json<GhostImportJob>();
    expect(job).toMatchObject({ state: 'done', error: null, done: 5, total: 5 });
    expect(job.report!.totals).toMatchObject({ posts: 5, imported: 3, duplicates: 0, skipped: 2 });
    // The ZIP came back whole: its image is in the media library.
    expect(job.report!.images).toContainEqual({
      url: 'content/images/2023/03/lexical-feature.png',
      posts: [FIXTURE_TITLES.lexical],
      outcome: 'library',
    });
    const news = itemOf(job.report!, FIXTURE_TITLES.lexical);
    const fields = (await consoleApi(app).get(editor, news.contentId!)).body.working.fields;
    expect(fields.featureImage).toMatch(/^library\/[\w-]+\.webp$/);

    expect(await jobRow(id)).toMatchObject({ state: 'done', file_key: null });
    expect(await storage.stat(row.file_key!)).toBeNull();
    expect(await storedFiles()).toEqual([]);
  });

  it("fails, and its file is deleted, when its editor's account is gone before it runs", async () => {
    const staff = await createStaff(app, 'editor');
    const queued = await importFile(staff.auth, ghostExportFixture('orphan'), false);
    expect(queued.statusCode).toBe(202);
    const id = queued.json<GhostImportJob>().id;
    const { file_key: key } = await jobRow(id);
    expect(await storedFiles()).toEqual([key]);
    // What deleting the account does to the job (on delete set null).
    await app.db.updateTable('content_import_jobs').set({ created_by: null }).where('id', '=', id).execute();

    // Nothing ran: nobody to import as.
    expect(await runQueuedImports(app)).toBe(0);
    expect((await getJob(editor, id)).json<GhostImportJob>()).toMatchObject({
      state: 'failed',
      error: 'The editor who queued this import no longer has an account.',
      report: null,
    });
    expect(await jobRow(id)).toMatchObject({ file: null, archive: null, file_key: null });
    expect(await storedFiles()).toEqual([]);
    expect(await runQueuedImports(app)).toBe(0);
  });

  it('claimed by a worker that then stopped, it is run again from its stored file, then deleted', async () => {
    const queued = (await importFile(editor, ghostExportFixture('claimed'), false)).json<GhostImportJob>();
    const { file_key: key } = await jobRow(queued.id);
    const long = new Date(Date.now() - 10 * 60_000);
    // A worker claimed it ten minutes ago, with the file's key, and died before reading the file.
    const claimed = await claimImportJob(app.db, long, IMPORT_STALE_MS);
    expect(claimed).toMatchObject({ orphaned: false, id: queued.id, file_key: key, file: null });
    expect(await jobRow(queued.id)).toMatchObject({ state: 'running', file_key: key });
    expect(await storedFiles()).toEqual([key]);

    // While that worker would still be beating, its job is left alone.
    expect(await runQueuedImports(app, () => new Date(long.getTime() + 60_000))).toBe(0);
    expect(await storedFiles()).toEqual([key]);
    expect(await runQueuedImports(app)).toBe(1);
    const job = (await getJob(editor, queued.id)).json<GhostImportJob>();
    expect(job).toMatchObject({ state: 'done', error: null });
    expect(job.report!.totals).toMatchObject({ posts: 5, imported: 3, duplicates: 0 });
    expect(await jobRow(queued.id)).toMatchObject({ file_key: null });
    expect(await storedFiles()).toEqual([]);
  });

  it('fails with a reason when its stored file has gone missing, and the error reaches the log', async () => {
    const queued = (await importFile(editor, ghostExportFixture('missing'), false)).json<GhostImportJob>();
    const { file_key: key } = await jobRow(queued.id);
    await fileStorage(app.env).delete(key!);
    await expect(runQueuedImports(app)).rejects.toThrow(MissingFile);
    expect((await getJob(editor, queued.id)).json<GhostImportJob>()).toMatchObject({
      state: 'failed',
      error: 'The import stopped on an unexpected error; the server log has it.',
      report: null,
    });
    expect(await jobRow(queued.id)).toMatchObject({ file_key: null });
    expect(await runQueuedImports(app)).toBe(0);
  });
});
