import type { FastifyInstance } from 'fastify';
import type { ContentFieldsInput } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertModules } from '../../core/modules/module-writes.repository.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { consoleApi, contentIn } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';
import { expireOverdueContent } from './content-schedule.service.js';

/**
 * Education modules in the console workflow (decision 0050): written and reviewed like
 * every kind, published into the modules table members read, hidden again when withdrawn.
 */

type Auth = { authorization: string };
let app: FastifyInstance;
let api: ReturnType<typeof consoleApi>;
let staff: { editor: Auth; reviewer: Auth };
let member: Auth;

beforeAll(async () => {
  app = await buildTestApp();
  api = consoleApi(app);
  staff = { editor: (await createStaff(app, 'editor')).auth, reviewer: (await createStaff(app, 'reviewer')).auth };
  member = (await createStaff(app, 'member')).auth;
});
afterAll(() => app?.close());

let seq = 0;
const uniqueWord = () => `qmod${Date.now().toString(36)}x${(seq += 1)}`;

/** A complete module: it may be submitted as it is. */
const moduleFields = (word: string, over: ContentFieldsInput = {}): ContentFieldsInput => ({
  title: `Module ${word} on augmentation`,
  topic: `Topic ${word}`,
  excerpt: `What ${word} covers.`,
  moduleIntro: 'An introduction for clinicians.',
  featureImage: 'sample/education/module-1.webp',
  pdfLinks: ['sample/education/module-1.pdf'],
  videoLinks: ['https://player.vimeo.com/video/76979871'],
  associatedTrials: 'None.',
  conflictOfInterests: 'None declared.',
  figures: [{ title: 'Figure A', caption: 'Serum levels by genotype.', imageUrl: 'sample/education/module-1.webp' }],
  readings: [{ title: 'A reading', url: 'https://example.org/reading' }],
  references: [{ citation: 'Author A. A paper. 2020.', url: null }],
  publishedAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

const memberGet = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: member });
  return { status: res.statusCode, body: res.json() };
};

/** The module row the console item `id` published, if any. */
const moduleIdOf = async (postId: number) =>
  (await app.db.selectFrom('education_modules').select('id').where('post_id', '=', postId).executeTakeFirst())?.id;

/** What a member learns of module `moduleId` (titled with `word`) through the module pages and search. */
async function memberView(moduleId: number | undefined, word: string, topic: string) {
  const list = await memberGet('/api/education/education-modules?limit=100');
  const byName = await memberGet(`/api/education/modules/search?name=${word}`);
  const byTopic = await memberGet(`/api/education/modules/search?topic=${encodeURIComponent(topic)}`);
  const topics = await memberGet('/api/education/topics');
  const page = moduleId ? await memberGet(`/api/education/education-modules/${moduleId}`) : { status: 404, body: null };
  const ids = (body: { bookmarked: { id: number }[]; others: { id: number }[] }) =>
    [...body.bookmarked, ...body.others].map((h) => h.id);
  return {
    inList: (list.body.data as { id: number }[]).some((m) => m.id === moduleId),
    inSearch: ids(byName.body).includes(moduleId ?? -1),
    inTopic: ids(byTopic.body).includes(moduleId ?? -1),
    topicOffered: (topics.body as { topic: string }[]).some((t) => t.topic === topic),
    page: page.status,
    body: page.body,
  };
}

describe('an education module in the console', () => {
  it('needs its required fields and complete list entries to be submitted (400 beside each field)', async () => {
    const created = await api.create(staff.editor, 'module', {
      title: 'Half a module',
      figures: [{ title: 'A figure', caption: '', imageUrl: null }],
    });
    expect(created.status).toBe(201);
    expect(created.body.kind).toBe('module');
    expect(created.body.missingFields).toEqual(['topic', 'excerpt', 'moduleIntro', 'featureImage']);
    const res = await api.submit(staff.editor, created.body.id);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe('missingFields');
    expect(res.body.fields).toMatchObject({
      topic: 'Topic is required',
      excerpt: 'Summary is required',
      featureImage: 'Thumbnail is required',
      figures: 'Entry 1 needs an image and a caption',
    });
  });

  it('refuses addresses outside the site and https, and fields modules do not use (400)', async () => {
    const bad = await api.create(staff.editor, 'module', moduleFields(uniqueWord(), { pdfLinks: ['/etc/passwd'] }));
    expect(bad.status).toBe(400);
    const other = await api.create(staff.editor, 'module', moduleFields(uniqueWord(), { html: '<p>Body</p>' }));
    expect(other.status).toBe(400);
    expect(other.body.fields).toHaveProperty('html');
  });

  it('is approved only by a reviewer who did not write it (separation of duties)', async () => {
    const admin = (await createStaff(app, 'admin')).auth;
    const id = (await api.create(admin, 'module', moduleFields(uniqueWord()))).body.id as number;
    expect((await api.submit(admin, id)).status).toBe(200);
    const own = await api.approve(admin, id);
    expect(own.status).toBe(403);
    expect((await api.approve(staff.reviewer, id)).status).toBe(200);
  });

  it('reaches members only once published, with what the editor wrote; withdrawing hides it everywhere', async () => {
    const word = uniqueWord();
    const fields = moduleFields(word);
    const id = await contentIn(app, staff, 'approved', 'module', fields);
    expect(await moduleIdOf(id)).toBeUndefined();
    expect(await memberView(undefined, word, fields.topic!)).toMatchObject({
      inSearch: false,
      inTopic: false,
      topicOffered: false,
    });

    expect((await api.publish(staff.editor, id)).status).toBe(200);
    const moduleId = await moduleIdOf(id);
    const live = await memberView(moduleId, word, fields.topic!);
    expect(live).toMatchObject({ inList: true, inSearch: true, inTopic: true, topicOffered: true, page: 200 });
    expect(live.body).toMatchObject({
      title: fields.title,
      topic: fields.topic,
      description: fields.excerpt,
      moduleIntro: fields.moduleIntro,
      associatedTrials: 'None.',
      conflictOfInterests: 'None declared.',
      dateLaunched: '2026-03-01',
      featureImage: '/api/media/sample/education/module-1.webp',
      pdfLinks: ['/api/media/sample/education/module-1.pdf'],
      figures: [{ title: 'Figure A', caption: 'Serum levels by genotype.' }],
      readings: [{ title: 'A reading', url: 'https://example.org/reading' }],
      references: [{ citation: 'Author A. A paper. 2020.', url: null }],
    });
    expect(live.body.videoLinks[0]).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871/);
    // The console's member-facing post reads never show the anchor as a post.
    expect((await memberGet(`/api/information/news/${id}`)).status).toBe(404);

    const save = await app.inject({
      method: 'POST',
      url: '/api/education/save-education-modules',
      headers: member,
      payload: { educationModuleId: moduleId },
    });
    expect(save.statusCode).toBe(200);

    expect((await api.withdraw(staff.editor, id)).status).toBe(200);
    expect(await memberView(moduleId, word, fields.topic!)).toMatchObject({
      inList: false,
      inSearch: false,
      inTopic: false,
      topicOffered: false,
      page: 404,
    });
    const saved = await memberGet('/api/education/save-education-modules?limit=50');
    expect((saved.body.data as { id: number }[]).some((m) => m.id === moduleId)).toBe(false);
  });

  it('keeps the approved module before members while a new draft of it is written, reviewed and published', async () => {
    const word = uniqueWord();
    const fields = moduleFields(word);
    const id = await contentIn(app, staff, 'published', 'module', fields);
    const moduleId = await moduleIdOf(id);

    const saved = await api.save(staff.editor, id, { ...fields, title: `Revised ${word}`, pdfLinks: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.state).toBe('draft');
    expect(saved.body.status).toBe('published');
    expect((await memberView(moduleId, word, fields.topic!)).body).toMatchObject({
      title: fields.title,
      pdfLinks: ['/api/media/sample/education/module-1.pdf'],
    });

    expect((await api.submit(staff.editor, id)).status).toBe(200);
    expect((await api.approve(staff.reviewer, id)).status).toBe(200);
    expect((await memberView(moduleId, word, fields.topic!)).body.title).toBe(fields.title);
    expect((await api.publish(staff.editor, id)).status).toBe(200);
    const after = await memberView(moduleId, word, fields.topic!);
    expect(after.body).toMatchObject({ id: moduleId, title: `Revised ${word}`, pdfLinks: [] });

    const versions = await api.versions(staff.editor, id);
    expect(versions.body.data.map((v: { number: number; live: boolean }) => [v.number, v.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    const restored = await api.restore(staff.editor, id, 1);
    expect(restored.body.working.fields.title).toBe(fields.title);
    expect(restored.body.state).toBe('draft');
  });

  it('leaves the member pages at its review-by date (expired)', async () => {
    const word = uniqueWord();
    const fields = moduleFields(word);
    const id = await contentIn(app, staff, 'published', 'module', fields);
    const moduleId = await moduleIdOf(id);
    await expireOverdueContent(app, new Date(Date.now() + 400 * 86_400_000));
    expect((await api.get(staff.editor, id)).body.state).toBe('expired');
    expect((await memberView(moduleId, word, fields.topic!)).page).toBe(404);
  });

  it('opens an existing module (written by the sample loader) as a published item with its fields', async () => {
    const word = uniqueWord();
    const [moduleId] = await insertModules(app.db, [
      {
        title: `Loaded ${word}`,
        dateLaunched: '2025-05-05',
        topic: 'Loaded topic',
        description: 'Loaded summary.',
        pdfLinks: ['sample/education/module-2.pdf'],
        figures: [{ title: 'F', caption: 'C', imageUrl: 'sample/education/module-2.webp' }],
      },
    ]);
    const anchor = await app.db
      .selectFrom('education_modules')
      .select('post_id')
      .where('id', '=', moduleId!)
      .executeTakeFirstOrThrow();
    const item = await api.get(staff.editor, anchor.post_id!);
    expect(item.body).toMatchObject({ kind: 'module', state: 'published', liveRevision: 1 });
    expect(item.body.working.fields).toMatchObject({
      title: `Loaded ${word}`,
      topic: 'Loaded topic',
      excerpt: 'Loaded summary.',
      pdfLinks: ['sample/education/module-2.pdf'],
      publishedAt: '2025-05-05T12:00:00.000Z',
      figures: [{ title: 'F', caption: 'C', imageUrl: 'sample/education/module-2.webp' }],
    });
    const listed = await api.list(staff.editor, `kind=module&q=${word}`);
    expect(listed.body.data).toMatchObject([{ id: anchor.post_id, kind: 'module', topic: 'Loaded topic' }]);
  });
});

describe('module console routes', () => {
  it('answer a member 403 and a visitor 401', async () => {
    const id = await contentIn(app, staff, 'draft', 'module', moduleFields(uniqueWord()));
    for (const [auth, status] of [
      [member, 403],
      [{ authorization: 'Bearer nope' }, 401],
    ] as const) {
      expect((await api.create(auth, 'module', moduleFields(uniqueWord()))).status).toBe(status);
      expect((await api.get(auth, id)).status).toBe(status);
      expect((await api.save(auth, id, moduleFields(uniqueWord()))).status).toBe(status);
      expect((await api.submit(auth, id)).status).toBe(status);
      expect((await api.list(auth, 'kind=module')).status).toBe(status);
    }
  });
});
