import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';

let app: FastifyInstance;
let ids: number[];

beforeAll(async () => {
  app = await buildContentApp();
  ids = await seedPosts(app, [news({ title: 'A' }), news({ title: 'B', accessStatus: false }), news({ title: 'C' })]);
});
afterAll(async () => app?.close());

const call = (method: 'POST' | 'DELETE', id: number, auth?: Record<string, string>) =>
  app.inject({ method, url: `/api/save-article/${id}`, ...(auth ? { headers: auth } : {}) });

describe('POST /api/save-article/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await call('POST', ids[0]!)).statusCode).toBe(401);
  });
  it('answers 404 for a missing article', async () => {
    const { auth } = await createMember(app);
    expect((await call('POST', 999999, auth)).statusCode).toBe(404);
  });
  it('saves, and saving again is harmless; the article then shows isSaved', async () => {
    const { auth } = await createMember(app);
    expect((await call('POST', ids[0]!, auth)).json()).toEqual({ isSaved: true });
    expect((await call('POST', ids[0]!, auth)).json()).toEqual({ isSaved: true });
    const detail = await app.inject({ method: 'GET', url: `/api/information/news/${ids[0]}`, headers: auth });
    expect(detail.json().isSaved).toBe(true);
  });
});

describe('DELETE /api/save-article/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await call('DELETE', ids[0]!)).statusCode).toBe(401);
  });
  it('unsaves (idempotent) and 404s a missing article', async () => {
    const { auth } = await createMember(app);
    await call('POST', ids[1]!, auth);
    expect((await call('DELETE', ids[1]!, auth)).json()).toEqual({ isSaved: false });
    expect((await call('DELETE', ids[1]!, auth)).json()).toEqual({ isSaved: false });
    expect((await call('DELETE', 999999, auth)).statusCode).toBe(404);
  });
});

describe('GET /api/save-article', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/save-article' })).statusCode).toBe(401);
  });

  it('answers 401, not 400, to a visitor whose query or id is invalid too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/save-article?limit=0&page=x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
    expect((await app.inject({ method: 'POST', url: '/api/save-article/abc' })).statusCode).toBe(401);
  });

  it('lists my saved articles 2 per page, newest save first, with totalCount and meta', async () => {
    const { auth } = await createMember(app);
    const other = await createMember(app);
    for (const id of ids) await call('POST', id, auth);
    await call('POST', ids[0]!, other.auth);
    const { result, queries } = await countQueries(app, () =>
      app.inject({ method: 'GET', url: '/api/save-article?limit=2&page=1', headers: auth }),
    );
    const body = result.json();
    expect(queries).toBeLessThanOrEqual(3);
    expect(body.totalCount).toBe(3);
    expect(body.meta.pagination).toMatchObject({ limit: 2, page: 1, pages: 2, total: 3 });
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['C', 'B']);
    expect(Object.keys(body.data[1]).sort()).toEqual(
      [
        'accessStatus',
        'articleSource',
        'articleUrl',
        'category',
        'commentsCount',
        'excerpt',
        'feature_image',
        'id',
        'kind',
        'tags',
        'title',
      ].sort(),
    );
    expect(body.data[1].accessStatus).toBe('false');
    const page2 = (await app.inject({ method: 'GET', url: '/api/save-article?page=2', headers: auth })).json();
    expect(page2.data.map((a: { title: string }) => a.title)).toEqual(['A']);
    await call('DELETE', ids[2]!, auth);
    expect((await app.inject({ method: 'GET', url: '/api/save-article', headers: auth })).json().totalCount).toBe(2);
  });
});
