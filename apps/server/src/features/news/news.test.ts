import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';

let app: FastifyInstance;
let auth: { authorization: string };
let ids: number[];

beforeAll(async () => {
  app = await buildContentApp();
  ({ auth } = await createMember(app));
  ids = await seedPosts(app, [
    news({ title: 'Oldest', views: 50 }),
    news({ title: 'Middle', views: 5 }),
    news({ title: 'Newest', views: 1, accessStatus: false }),
    news({
      title: 'Journal item',
      tags: ['information', 'aatd-information-journal-watch', 'journal-watch'],
      newsGroup: 'JOURNAL_WATCH',
    }),
  ]);
  await app.db.updateTable('posts').set({ rating_avg: 4, ratings_count: 2 }).where('id', '=', ids[1]!).execute();
});
afterAll(async () => app.close());

const list = (query: string, headers = auth) =>
  app.inject({ method: 'GET', url: `/api/information/news?${query}`, headers });

describe('GET /api/information/news', () => {
  it('answers 401 without a valid token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/information/news' })).statusCode).toBe(401);
    expect((await list('tag=clinical-news', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('answers 401, not 400, to a visitor whose query is invalid too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/information/news?page=0&sortBy=title' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await app.inject({ method: 'GET', url: '/api/information/news/abc' })).statusCode).toBe(401);
  });

  it('lists a tag newest first with the pagination meta, in at most 3 queries', async () => {
    const { result: res, queries } = await countQueries(app, () => list('tag=clinical-news&limit=2&page=1'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['Newest', 'Middle']);
    expect(body.meta.pagination).toEqual({ limit: 2, page: 1, pages: 2, total: 3, next: 2, prev: null });
    expect(queries).toBeGreaterThanOrEqual(2); // the counter sees auth + the read
    expect(queries).toBeLessThanOrEqual(3);
    const page2 = (await list('tag=clinical-news&limit=2&page=2')).json();
    expect(page2.data.map((a: { title: string }) => a.title)).toEqual(['Oldest']);
    expect(page2.meta.pagination).toMatchObject({ page: 2, next: null, prev: 1 });
  });

  it('shows the card fields with accessStatus as a string', async () => {
    const [first] = (await list('tag=clinical-news&limit=1')).json().data;
    expect(first).toMatchObject({
      title: 'Newest',
      accessStatus: 'false',
      isSaved: false,
      articleSource: 'Sample source',
      authors: 'Sample Author',
      rating: 0,
    });
    expect(first).not.toHaveProperty('html');
  });

  it('sorts by views and by rating on the server', async () => {
    const byViews = (await list('tag=clinical-news&sortBy=views')).json().data.map((a: { title: string }) => a.title);
    expect(byViews).toEqual(['Oldest', 'Middle', 'Newest']);
    const byRating = (await list('tag=clinical-news&sortBy=rating')).json().data[0].title;
    expect(byRating).toBe('Middle');
    const asc = (await list('tag=clinical-news&orderBy=asc')).json().data[0].title;
    expect(asc).toBe('Oldest');
  });

  it('keeps page past the end consistent and clamps the all-news limit', async () => {
    const past = (await list('tag=clinical-news&limit=2&page=9')).json();
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(3);
    const all = (await list('tag=information&limit=12345&page=1')).json();
    expect(all.meta.pagination).toMatchObject({ limit: 100, total: 4 });
  });

  it('refuses a malformed tag or sort', async () => {
    expect((await list('tag=DROP%20TABLE')).statusCode).toBe(400);
    expect((await list('sortBy=title')).statusCode).toBe(400);
    expect((await list('page=0')).statusCode).toBe(400);
  });

  it('finds both Journal Watch tags', async () => {
    expect((await list('tag=journal-watch')).json().data).toHaveLength(1);
    expect((await list('tag=aatd-information-journal-watch')).json().data).toHaveLength(1);
  });
});

describe('GET /api/information/news/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/information/news/${ids[0]}` })).statusCode).toBe(401);
  });

  it('answers 404 for a missing article and 400 for a bad id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/information/news/999999', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toBe('notFound');
    expect((await app.inject({ method: 'GET', url: '/api/information/news/abc', headers: auth })).statusCode).toBe(400);
  });

  it('answers 404 when the article does not carry the asked tag', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/information/news/${ids[0]}?tag=journal-watch`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
  });

  it('returns the article with its HTML and first comment page in at most 3 queries', async () => {
    const { result: res, queries } = await countQueries(app, () =>
      app.inject({ method: 'GET', url: `/api/information/news/${ids[1]}`, headers: auth }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids[1],
      html: '<p>Sample body</p>',
      rating: 4,
      ratingsCount: 2,
      userRating: null,
      comments: { comments: [], totalCommentsCount: 0 },
    });
    expect(queries).toBeGreaterThanOrEqual(2); // the counter sees auth + the read
    expect(queries).toBeLessThanOrEqual(3);
  });
});

describe('POST /api/update-view-count/:type/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: `/api/update-view-count/news/${ids[0]}` })).statusCode).toBe(401);
  });

  it('answers 404 for a missing article', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/update-view-count/news/999999', headers: auth })).statusCode,
    ).toBe(404);
  });

  it('counts one view per member, item and day, however often it is called', async () => {
    const view = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/update-view-count/news/${ids[2]}`, headers });
    const before = (
      await app.db.selectFrom('posts').select('views').where('id', '=', ids[2]!).executeTakeFirstOrThrow()
    ).views;
    expect((await view(auth)).json()).toEqual({ views: before + 1 });
    for (let i = 0; i < 20; i += 1) expect((await view(auth)).json()).toEqual({ views: before + 1 });
    const other = await createMember(app);
    expect((await view(other.auth)).json()).toEqual({ views: before + 2 });
  });

  it('refuses an unknown type and an item of another type', async () => {
    const post = (type: string) =>
      app.inject({ method: 'POST', url: `/api/update-view-count/${type}/${ids[2]}`, headers: auth });
    expect((await post('anything')).statusCode).toBe(400);
    expect((await post('education')).statusCode).toBe(404); // a news item is not an education item
  });
});
