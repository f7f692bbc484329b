import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModuleListResponseSchema, ModuleSearchResponseSchema, SavedModulesResponseSchema } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { countQueries } from '../../test/query-count.js';
import { insertModules } from '../../core/modules/module-writes.repository.js';
import { unannounced } from '../../test/unannounced.js';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof createMember>>;
let ids: number[];

const base = { description: 'Sample content', figures: [], readings: [], references: [] };

beforeAll(async () => {
  app = await buildTestApp();
  alice = await createMember(app, { region: 'DE' });
  ids = await insertModules(app.db, [
    {
      ...base,
      title: 'Alpha therapy basics',
      dateLaunched: '2022-01-10',
      topic: 'Therapy',
      pdfLinks: ['/a.pdf'],
      videoLinks: ['https://www.youtube-nocookie.com/embed/abc?rel=0'],
      views: 5,
    },
    {
      ...base,
      title: 'Liver involvement in AATD',
      dateLaunched: '2022-03-01',
      topic: 'Liver',
      pdfLinks: ['/b.pdf'],
      views: 50,
    },
    {
      ...base,
      title: 'Genetic testing pathways',
      dateLaunched: '2021-06-15',
      topic: 'Diagnosis',
      videoLinks: ['https://player.vimeo.com/video/1'],
      views: 1,
    },
    { ...base, title: 'Zygosity explained', dateLaunched: '2022-05-20', topic: 'Diagnosis', views: 9 },
  ]);
});
afterAll(async () => app?.close());

const get = (url: string, auth = alice.auth) => app.inject({ method: 'GET', url, headers: auth });
/** POST save-education-modules with any body (the route's own tests send invalid ones). */
const post = (body: unknown, auth: Record<string, string> = alice.auth) =>
  app.inject({ method: 'POST', url: '/api/education/save-education-modules', headers: auth, payload: body as object });
const saveModule = (auth: Record<string, string>, educationModuleId: number | undefined) =>
  post({ educationModuleId }, auth);

describe('GET /api/education/education-modules', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/education/education-modules' })).statusCode).toBe(401);
  });
  it('answers 401, not 400, to a visitor whose query or body is invalid too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/education/education-modules?sortBy=rating' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    const save = await app.inject({ method: 'POST', url: '/api/education/save-education-modules', payload: {} });
    expect(save.statusCode).toBe(401);
  });
  it('lists 3 per page, newest launch first, with pagination', async () => {
    const res = await get('/api/education/education-modules');
    expect(res.statusCode).toBe(200);
    const body = ModuleListResponseSchema.parse(res.json());
    expect(body.data.map((m) => m.title)).toEqual([
      'Zygosity explained',
      'Liver involvement in AATD',
      'Alpha therapy basics',
    ]);
    expect(body.meta.pagination).toEqual({ limit: 3, page: 1, pages: 2, total: 4, next: 2, prev: null });
    expect(body.data[0]).toMatchObject({ dateLaunched: '2022-05-20', isSaved: false });
  });
  it('sorts by views and pages on', async () => {
    const body = (await get('/api/education/education-modules?sortBy=views&page=2')).json();
    expect(body.data.map((m: { title: string }) => m.title)).toEqual(['Genetic testing pathways']);
  });
  it('reads a page of several modules and a page of one in as many statements', async () => {
    const full = await countQueries(app, () => get('/api/education/education-modules?sortBy=views&page=1'));
    const one = await countQueries(app, () => get('/api/education/education-modules?sortBy=views&page=2'));
    expect(full.result.json().data).toHaveLength(3);
    expect(full.queries).toBeLessThanOrEqual(one.queries + 1);
    expect(full.queries).toBeLessThanOrEqual(3);
  });
  it('answers 400 for a sort it does not know', async () => {
    const res = await get('/api/education/education-modules?sortBy=rating');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('validationError');
  });
});

describe('GET /api/education/education-modules/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/education/education-modules/${ids[0]}` })).statusCode).toBe(
      401,
    );
  });
  it('returns the module, counts the view and tags its videos for this member', async () => {
    const res = await get(`/api/education/education-modules/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Alpha therapy basics',
      topic: 'Therapy',
      views: 6,
      isSaved: false,
      pdfLinks: ['/a.pdf'],
    });
    const video = new URL(body.videoLinks[0]);
    expect(video.searchParams.get('autoplay')).toBe('0');
    expect(video.searchParams.get('rel')).toBe('0');
    expect(video.searchParams.get('customerId')).toBe(alice.user.customer_id);
    expect(video.searchParams.get('trackingId')).toBe(`DE-${alice.user.digital_id}`);
  });
  it('answers 404 for an unknown module and 400 for a bad id', async () => {
    expect((await get('/api/education/education-modules/999999')).json().errors).toBe('notFound');
    expect((await get('/api/education/education-modules/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/education/topics', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/education/topics' })).statusCode).toBe(401);
  });
  it('lists every topic once, alphabetically', async () => {
    expect((await get('/api/education/topics')).json()).toEqual([
      { topic: 'Diagnosis' },
      { topic: 'Liver' },
      { topic: 'Therapy' },
    ]);
  });
});

describe('POST /api/education/save-education-modules', () => {
  it('answers 401 without a token', async () => {
    expect((await post({ educationModuleId: ids[0] }, {} as never)).statusCode).toBe(401);
  });
  it('answers 400 without a module id and 404 for an unknown one', async () => {
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ educationModuleId: 999999 })).statusCode).toBe(404);
  });
  it('saves a module once, however often it is asked', async () => {
    const bob = await createMember(app);
    expect((await post({ educationModuleId: ids[1] }, bob.auth)).json()).toEqual({
      educationModuleId: ids[1],
      isSaved: true,
    });
    expect((await post({ educationModuleId: ids[1] }, bob.auth)).statusCode).toBe(200);
    const list = SavedModulesResponseSchema.parse(
      (await get('/api/education/save-education-modules', bob.auth)).json(),
    );
    expect(list.totalCount).toBe(1);
    expect((await get(`/api/education/education-modules/${ids[1]}`, bob.auth)).json().isSaved).toBe(true);
  });
});

describe('GET /api/education/save-education-modules', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/education/save-education-modules' })).statusCode).toBe(401);
  });
  it('pages 2 at a time with Topic and Format, newest save first', async () => {
    const carol = await createMember(app);
    for (const id of [ids[0], ids[1], ids[2], ids[3]]) {
      await saveModule(carol.auth, id);
    }
    const page1 = (await get('/api/education/save-education-modules', carol.auth)).json();
    expect(page1.totalCount).toBe(4);
    expect(
      page1.data.map((m: { title: string; format: string; topic: string }) => [m.title, m.topic, m.format]),
    ).toEqual([
      ['Zygosity explained', 'Diagnosis', 'No media'],
      ['Genetic testing pathways', 'Diagnosis', 'Video'],
    ]);
    const page2 = (await get('/api/education/save-education-modules?page=2', carol.auth)).json();
    expect(page2.data.map((m: { format: string }) => m.format)).toEqual(['PDF', 'Video and PDF']);
  });
});

describe('DELETE /api/education/save-education-modules', () => {
  const del = (body: unknown, auth: Record<string, string>) =>
    app.inject({
      method: 'DELETE',
      url: '/api/education/save-education-modules',
      headers: auth,
      payload: body as object,
    });
  it('answers 401 without a token and 400 without a module id', async () => {
    expect((await del({ educationModuleId: ids[0] }, {})).statusCode).toBe(401);
    expect((await del({}, alice.auth)).statusCode).toBe(400);
  });
  it('removes the saved module and lowers the total by one', async () => {
    const dan = await createMember(app);
    await saveModule(dan.auth, ids[2]);
    expect((await del({ educationModuleId: ids[2] }, dan.auth)).json()).toEqual({
      educationModuleId: ids[2],
      isSaved: false,
    });
    expect((await get('/api/education/save-education-modules', dan.auth)).json()).toEqual({ data: [], totalCount: 0 });
    // Unsaving again changes nothing and is not an error.
    expect((await del({ educationModuleId: ids[2] }, dan.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/education/modules/search', () => {
  const search = async (qs: string, auth = alice.auth) => {
    const res = await get(`/api/education/modules/search?${qs}`, auth);
    expect(res.statusCode).toBe(200);
    const body = ModuleSearchResponseSchema.parse(res.json());
    return { bookmarked: body.bookmarked.map((h) => h.title), others: body.others.map((h) => h.title) };
  };
  it('answers 401 without a token and 400 for an unknown sort', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/education/modules/search?name=x' })).statusCode).toBe(401);
    expect((await get('/api/education/modules/search?name=x&sort=best')).statusCode).toBe(400);
  });
  it('returns no hits when neither name nor topic is given', async () => {
    expect(await search('')).toEqual({ bookmarked: [], others: [] });
    expect(await search('name=&topic=Select...')).toEqual({ bookmarked: [], others: [] });
  });
  it('finds by full words, word prefixes and title fragments', async () => {
    expect((await search('name=liver')).others).toEqual(['Liver involvement in AATD']);
    expect((await search('name=gen')).others).toEqual(['Genetic testing pathways']);
    expect((await search('name=ygos')).others).toEqual(['Zygosity explained']);
  });
  it('filters by topic and applies each sort order', async () => {
    expect((await search('topic=Diagnosis')).others).toEqual(['Zygosity explained', 'Genetic testing pathways']);
    expect((await search('topic=Diagnosis&sort=oldest')).others).toEqual([
      'Genetic testing pathways',
      'Zygosity explained',
    ]);
    expect((await search('topic=Diagnosis&sort=az')).others).toEqual([
      'Genetic testing pathways',
      'Zygosity explained',
    ]);
    expect((await search('topic=Diagnosis&sort=za')).others).toEqual([
      'Zygosity explained',
      'Genetic testing pathways',
    ]);
  });
  it('splits bookmarked modules from the others, and shows only them when asked', async () => {
    const erin = await createMember(app);
    await saveModule(erin.auth, ids[3]);
    expect(await search('topic=Diagnosis', erin.auth)).toEqual({
      bookmarked: ['Zygosity explained'],
      others: ['Genetic testing pathways'],
    });
    expect(await search('topic=Diagnosis&bookmarked=true', erin.auth)).toEqual({
      bookmarked: ['Zygosity explained'],
      others: [],
    });
    expect(await search('bookmarked=true', erin.auth)).toEqual({ bookmarked: ['Zygosity explained'], others: [] });
  });
  it('holds hits for every member, each with their own bookmarks, until a module or its anchor changes', async () => {
    const liver = ids[1]!;
    const frank = await createMember(app);
    await saveModule(frank.auth, liver);
    expect(await search('name=liver')).toEqual({ bookmarked: [], others: ['Liver involvement in AATD'] });
    // The held answer serves another member with their own bookmark, in one statement.
    const { result, queries } = await countQueries(app, () => search('name=liver', frank.auth), { held: true });
    expect(result).toEqual({ bookmarked: ['Liver involvement in AATD'], others: [] });
    expect(queries).toBe(1);
    expect((await countQueries(app, () => search('name=liver', frank.auth))).queries).toBeLessThanOrEqual(3);

    // A rename made while modules announce nothing: the held hits do not show it.
    const rename = (title: string) =>
      app.db.updateTable('education_modules').set({ title }).where('id', '=', liver).execute();
    await unannounced(app.db, 'education_modules', 'education_modules_search_change', () =>
      rename('Liver involvement, quietly renamed'),
    );
    expect((await search('name=liver')).others).toEqual(['Liver involvement in AATD']);
    // A rename that announces shows at once; so does the module's anchor being withdrawn and restored.
    await rename('Liver involvement, renamed');
    expect((await search('name=liver')).others).toEqual(['Liver involvement, renamed']);
    const anchor = (status: 'withdrawn' | 'published') =>
      sql`update posts set status = ${status} where id = (select post_id from education_modules where id = ${liver})`.execute(
        app.db,
      );
    await anchor('withdrawn');
    expect(await search('name=liver')).toEqual({ bookmarked: [], others: [] });
    await anchor('published');
    await rename('Liver involvement in AATD');
    expect(await search('name=liver', frank.auth)).toEqual({ bookmarked: ['Liver involvement in AATD'], others: [] });
  });
  it('pages Other Results ten at a time and keeps the bookmarked ones on every page', async () => {
    const titles = Array.from({ length: 25 }, (_, i) => `Paging sample ${String(i + 1).padStart(2, '0')}`);
    const paged = await insertModules(
      app.db,
      titles.map((title, i) => ({
        ...base,
        title,
        topic: 'Paging',
        dateLaunched: `2020-01-${String(i + 1).padStart(2, '0')}`,
      })),
    );
    const gina = await createMember(app);
    await saveModule(gina.auth, paged[0]);
    const page = async (n: number) => {
      const res = await get(`/api/education/modules/search?topic=Paging&sort=az&page=${n}`, gina.auth);
      expect(res.statusCode).toBe(200);
      const body = ModuleSearchResponseSchema.parse(res.json());
      return { ...body, bookmarked: body.bookmarked.map((h) => h.title), others: body.others.map((h) => h.title) };
    };
    const first = await page(1);
    expect(first.bookmarked).toEqual([titles[0]]);
    expect(first.others).toEqual(titles.slice(1, 11));
    expect(first.meta.pagination).toEqual({ limit: 10, page: 1, pages: 3, total: 24, next: 2, prev: null });
    const last = await page(3);
    expect(last.bookmarked).toEqual([titles[0]]);
    expect(last.others).toEqual(titles.slice(21));
    expect(last.meta.pagination).toMatchObject({ page: 3, next: null, prev: 2 });
    expect((await page(4)).others).toEqual([]);
    // Without a page it is the first; a page below 1 is refused.
    expect((await search('topic=Paging&sort=az', gina.auth)).others).toEqual(titles.slice(1, 11));
    expect((await get('/api/education/modules/search?topic=Paging&page=0', gina.auth)).statusCode).toBe(400);
  });
  it('treats search syntax in the name as text', async () => {
    expect(await search(`name=${encodeURIComponent("a:* & | ! ( ' 100%")}`)).toEqual({ bookmarked: [], others: [] });
  });
});
