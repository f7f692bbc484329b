import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { clinicalNews, consoleApi } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';

/**
 * Journal Watch shows each month's top 5 by impact factor (spec part 1 §1, §9): the console takes
 * the journal and the impact factor, members' list ranks by it, and the editor and the reviewer
 * are told when an item will not be shown or takes another out.
 */
type Auth = { authorization: string };
let app: FastifyInstance;
let api: ReturnType<typeof consoleApi>;
let editor: Auth;
let reviewer: Auth;
let member: Auth;

// A month of its own, so nothing else the app holds shares it.
const MONTH_DAY = (day: number) => new Date(Date.UTC(2023, 4, day, 12)).toISOString();

const jw = (title: string, impactFactor: number | null, day: number) =>
  clinicalNews({
    newsGroup: 'JOURNAL_WATCH',
    title,
    articleSource: 'Sample source',
    articleUrl: 'https://example.org/jw',
    journal: 'Sample Journal of Respiratory Medicine',
    impactFactor,
    publishedAt: MONTH_DAY(day),
  });

async function publish(fields: ReturnType<typeof jw>) {
  const created = await api.create(editor, 'news', fields);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await api.submit(editor, id)).status).toBe(200);
  expect((await api.approve(reviewer, id)).status).toBe(200);
  expect((await api.publish(editor, id)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await buildTestApp();
  api = consoleApi(app);
  editor = (await createStaff(app, 'editor')).auth;
  reviewer = (await createStaff(app, 'reviewer')).auth;
  member = (await createStaff(app, 'member')).auth;
  // Five published in May 2023; the newest has the lowest impact factor.
  for (const [i, f] of [30.1, 12.5, 8, 4.2, 2.9].entries()) await publish(jw(`May IF ${f}`, f, 1 + i));
});
afterAll(() => app?.close());

const mayTitles = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/information/news?tag=aatd-information-journal-watch&limit=100',
    headers: member,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { title: string; publishedAt: string }[])
    .filter((a) => a.publishedAt.startsWith('2023-05'))
    .map((a) => a.title);
};

describe('Journal Watch ranking by impact factor', () => {
  it('needs the journal before review, says an item without an impact factor ranks last; refuses a negative factor', async () => {
    const created = await api.create(editor, 'news', { ...jw('No factor', null, 9), journal: null });
    expect(created.body.missingFields).toEqual(['journal']);
    expect(created.body.listingNotice).toMatch(/^This item has no impact factor: it ranks after every May 2023 item/);
    const res = await api.submit(editor, created.body.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Journal');
    const bad = await api.create(editor, 'news', jw('Negative', -1, 9));
    expect(bad.status).toBe(400);
  });

  it("members' monthly block is the top 5 by impact factor, ranked by it", async () => {
    expect(await mayTitles()).toEqual(['May IF 30.1', 'May IF 12.5', 'May IF 8', 'May IF 4.2', 'May IF 2.9']);
    const res = await app.inject({
      method: 'GET',
      url: '/api/information/news?tag=aatd-information-journal-watch&limit=1',
      headers: member,
    });
    const card = res.json().data[0];
    expect(card).toMatchObject({ journal: 'Sample Journal of Respiratory Medicine', impactFactor: expect.any(Number) });
  });

  it('tells the editor and the reviewer when an item will not be shown', async () => {
    const created = await api.create(editor, 'news', jw('May IF 1.5', 1.5, 20));
    const id = created.body.id as number;
    expect(created.body.listingNotice).toMatch(/^Members will not see this item/);
    expect(created.body.listingNotice).toContain('May 2023 has 5 published items ranked above it');
    expect((await api.submit(editor, id)).status).toBe(200);
    const forReviewer = await api.get(reviewer, id);
    expect(forReviewer.body.listingNotice).toMatch(/^Members will not see this item/);
  });

  it('tells them which item a higher-ranked one takes out, and members then see it instead', async () => {
    const created = await api.create(editor, 'news', jw('May IF 9.9', 9.9, 21));
    expect(created.body.listingNotice).toBe(
      `While this item is shown, "May IF 2.9" (impact factor 2.9) drops out of May 2023's top 5 on Journal Watch.`,
    );
    const id = created.body.id as number;
    expect((await api.submit(editor, id)).status).toBe(200);
    expect((await api.approve(reviewer, id)).status).toBe(200);
    expect((await api.publish(editor, id)).status).toBe(200);
    expect(await mayTitles()).toEqual(['May IF 30.1', 'May IF 12.5', 'May IF 9.9', 'May IF 8', 'May IF 4.2']);
  });

  it('says nothing of other news and of a month with room', async () => {
    const clinical = await api.create(editor, 'news', clinicalNews({ title: 'Clinical item' }));
    expect(clinical.body.listingNotice).toBeNull();
    const roomy = await api.create(editor, 'news', jw('June item', 1, 40));
    expect(roomy.body.listingNotice).toBeNull();
  });
});
