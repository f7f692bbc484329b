import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PostDetail } from '@aatd/contract';
import { createComment, createMember } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';
import { unannounced } from '../../test/unannounced.js';

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
afterAll(async () => app?.close());

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

describe('GET /api/information/news: list pages held in memory', () => {
  const titles = async (headers: { authorization: string }) =>
    (
      (await list('tag=clinical-news&limit=2&page=1', headers)).json().data as { title: string; isSaved: boolean }[]
    ).map((c) => [c.title, c.isSaved]);

  it('holds a page for every member, each with their own saved flags, in at most 3 statements', async () => {
    const saver = await createMember(app);
    await app.db.insertInto('saved_posts').values({ user_id: saver.user.id, post_id: ids[1]! }).execute();
    expect(await titles(auth)).toEqual([
      ['Newest', false],
      ['Middle', false],
    ]);
    // A change made while posts announce nothing does not show: the page comes from memory.
    await unannounced(app.db, 'posts', 'posts_content_update', () =>
      app.db.updateTable('posts').set({ title: 'Quiet title' }).where('id', '=', ids[1]!).execute(),
    );
    const { result, queries } = await countQueries(app, () => titles(saver.auth), { held: true });
    expect(result).toEqual([
      ['Newest', false],
      ['Middle', true],
    ]);
    expect(queries).toBeLessThanOrEqual(3);
    expect(await titles(auth)).toEqual([
      ['Newest', false],
      ['Middle', false],
    ]);

    // Announced changes show on the very next read: an edit, and a post published.
    await app.db.updateTable('posts').set({ title: 'Middle' }).where('id', '=', ids[1]!).execute();
    const [added] = await seedPosts(app, [news({ title: 'Just published' })]);
    expect(await titles(saver.auth)).toEqual([
      ['Just published', false],
      ['Newest', false],
    ]);
    await app.db.deleteFrom('posts').where('id', '=', added!).execute();
    expect(await titles(saver.auth)).toEqual([
      ['Newest', false],
      ['Middle', true],
    ]);
  });
});

describe("GET /api/information/news: a member's saves held in memory", () => {
  const flags = async (headers: { authorization: string }) =>
    ((await list('tag=clinical-news&limit=2&page=1', headers)).json().data as { isSaved: boolean }[]).map(
      (c) => c.isSaved,
    );
  const save = (method: 'POST' | 'DELETE', id: number, headers: { authorization: string }) =>
    app.inject({ method, url: `/api/save-article/${id}`, headers });

  it('answers a held page with held saves in no statement, and shows a save or unsave on the next read', async () => {
    const saver = await createMember(app);
    expect(await flags(saver.auth)).toEqual([false, false]);
    const { result, queries } = await countQueries(app, () => flags(saver.auth), { held: true });
    expect(result).toEqual([false, false]);
    expect(queries).toBe(0);

    expect((await save('POST', ids[1]!, saver.auth)).statusCode).toBeLessThan(300);
    expect(await flags(saver.auth)).toEqual([false, true]);
    // Another member's held saves are not theirs.
    expect(await flags(auth)).toEqual([false, false]);
    expect((await save('DELETE', ids[1]!, saver.auth)).statusCode).toBeLessThan(300);
    expect(await flags(saver.auth)).toEqual([false, false]);
  });

  it('asks the database for each page of a member who saved more than it holds', async () => {
    const collector = await createMember(app);
    const many = await seedPosts(
      app,
      Array.from({ length: 1001 }, (_, i) => news({ title: `Saved ${i}`, tags: ['aatd-information-journal-watch'] })),
    );
    await app.db
      .insertInto('saved_posts')
      .values([ids[2]!, ...many].map((post_id) => ({ user_id: collector.user.id, post_id })))
      .execute();
    // The first read holds the page; the second holds that this member saved too many to hold.
    expect(await flags(collector.auth)).toEqual([true, false]);
    expect(await flags(collector.auth)).toEqual([true, false]);
    const { result, queries } = await countQueries(app, () => flags(collector.auth), { held: true });
    expect(result).toEqual([true, false]);
    expect(queries).toBe(1);
    await app.db.deleteFrom('posts').where('id', 'in', many).execute();
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

describe('GET /api/information/news/:id/view', () => {
  const view = (id: number | string, type = 'clinicalnews', headers: Record<string, string> = auth) =>
    app.inject({ method: 'GET', url: `/api/information/news/${id}/view?type=${type}`, headers });
  /** A stand-in for the web build's drawing (plugins/prerendered-pages.ts fills it in from the build). */
  const drawn: Array<{ pathname: string; article: PostDetail; cookieHeader: string | undefined }> = [];
  const drawArticle = async (input: (typeof drawn)[number]) => {
    drawn.push(input);
    return `<article><h1>${input.article.title}</h1>${input.article.html}</article>`;
  };
  afterEach(() => {
    delete app.drawnPages.article;
    drawn.length = 0;
  });

  it('answers 401 without a token, and 400 for a bad id or list name', async () => {
    app.drawnPages.article = drawArticle;
    expect((await view(ids[1]!, 'clinicalnews', {})).statusCode).toBe(401);
    expect((await view('abc')).statusCode).toBe(400);
    const badType = await view(ids[1]!, 'clinical-news<b>');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toBe('validationError');
    // Only the four lists an article is read under: any other name is no page to draw.
    expect((await view(ids[1]!, 'news')).statusCode).toBe(400);
    expect(drawn).toEqual([]);
  });

  it('answers 404 for a missing article, and when no web build can draw the page', async () => {
    app.drawnPages.article = drawArticle;
    const missing = await view(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe('notFound');
    delete app.drawnPages.article;
    const notDrawn = await view(ids[1]!);
    expect(notDrawn.statusCode).toBe(404);
    expect(notDrawn.json()).toMatchObject({ errors: 'notFound', message: 'A drawn article page was not found.' });
  });

  it("draws the page at the article's address with the member's own part, as HTML never stored, in at most 3 queries", async () => {
    app.drawnPages.article = drawArticle;
    const saver = await createMember(app);
    await app.db.insertInto('saved_posts').values({ user_id: saver.user.id, post_id: ids[1]! }).execute();
    const { result: res, queries } = await countQueries(app, () =>
      view(ids[1]!, 'journalwatch', { ...saver.auth, cookie: 'analysis=true' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('<article><h1>Middle</h1><p>Sample body</p></article>');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({
      pathname: `/community/news/journalwatch/${ids[1]}`,
      article: { id: ids[1], title: 'Middle', isSaved: true, userRating: null, rating: 4 },
      cookieHeader: 'analysis=true',
    });
    expect(queries).toBeLessThanOrEqual(3);
  });

  it('passes the text through the sanitizer again, since DOMPurify cannot run where the page is drawn', async () => {
    app.drawnPages.article = drawArticle;
    const id = ids[3]!;
    await app.db
      .updateTable('posts')
      .set({ html: '<p onclick="steal()">Body</p><script>steal()</script><img src="x.png" onerror="steal()">' })
      .where('id', '=', id)
      .execute();
    try {
      const res = await view(id, 'journalwatch');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/steal|script|onclick|onerror/);
      expect(res.body).toContain('<p>Body</p>');
    } finally {
      await app.db.updateTable('posts').set({ html: '<p>Sample body</p>' }).where('id', '=', id).execute();
    }
  });
});

describe('GET /api/information/news/:id: the article held in memory', () => {
  const read = async (id: number, headers: { authorization: string }) => {
    const res = await app.inject({ method: 'GET', url: `/api/information/news/${id}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const texts = (body: { comments: { comments: { commentText: string; replies: { commentText: string }[] }[] } }) =>
    body.comments.comments.map((c) => [c.commentText, ...c.replies.map((r) => `reply: ${r.commentText}`)]);
  /** Changes made while posts announce nothing show whether an answer came from memory. */
  const quietly = (change: () => Promise<unknown>) => unannounced(app.db, 'posts', 'posts_content_update', change);

  it('holds the article for every member, each getting their own saved flag and rating, in at most 3 statements', async () => {
    const id = ids[2]!;
    const saver = await createMember(app);
    const other = await createMember(app);
    await app.db.insertInto('saved_posts').values({ user_id: saver.user.id, post_id: id }).execute();
    await app.db.insertInto('ratings').values({ user_id: saver.user.id, post_id: id, rating: 5 }).execute();
    expect((await read(id, other.auth)).body).toMatchObject({ title: 'Newest', isSaved: false, userRating: null });

    await quietly(() => app.db.updateTable('posts').set({ title: 'Renamed quietly' }).where('id', '=', id).execute());
    const { result, queries } = await countQueries(app, () => read(id, saver.auth), { held: true });
    // From memory: the quiet rename does not show, the member's own part does.
    expect(result.body).toMatchObject({ title: 'Newest', isSaved: true, userRating: 5 });
    expect(queries).toBeLessThanOrEqual(3);
    expect((await read(id, other.auth)).body).toMatchObject({ title: 'Newest', isSaved: false, userRating: null });

    // An announced change shows on the very next read.
    await app.db.updateTable('posts').set({ title: 'Renamed' }).where('id', '=', id).execute();
    expect((await read(id, other.auth)).body.title).toBe('Renamed');
    // The tag asked for is checked against the held article too.
    const tagged = await app.inject({
      method: 'GET',
      url: `/api/information/news/${id}?tag=journal-watch`,
      headers: other.auth,
    });
    expect(tagged.statusCode).toBe(404);
    await app.db.updateTable('posts').set({ status: 'withdrawn' }).where('id', '=', id).execute();
    expect((await read(id, other.auth)).status).toBe(404);
    await app.db.updateTable('posts').set({ status: 'published', title: 'Newest' }).where('id', '=', id).execute();
  });

  it('shows a new comment, a held one and a renamed author on the very next read', async () => {
    const id = ids[0]!;
    const reader = await createMember(app);
    const author = await createMember(app, { firstName: 'Orla' });
    expect(texts((await read(id, reader.auth)).body)).toEqual([]);
    const comment = await createComment(app, { postId: id, userId: author.user.id, parentId: null, text: 'First!' });
    expect(texts((await read(id, reader.auth)).body)).toEqual([['First!']]);
    await app.db.updateTable('users').set({ first_name: 'Aoife' }).where('id', '=', author.user.id).execute();
    expect((await read(id, reader.auth)).body.comments.comments[0].firstName).toBe('Aoife');
    await app.db.updateTable('comments').set({ review_state: 'held' }).where('id', '=', comment.id).execute();
    expect((await read(id, reader.auth)).body.comments).toEqual({ comments: [], totalCommentsCount: 0 });
    await app.db.deleteFrom('comments').where('id', '=', comment.id).execute();
  });

  it('shows a member their own held comment and reply, before and after others have it held', async () => {
    const id = ids[1]!;
    const reader = await createMember(app);
    const author = await createMember(app);
    const shown = await createComment(app, { postId: id, userId: reader.user.id, parentId: null, text: 'Seen by all' });
    const own = await createComment(app, { postId: id, userId: author.user.id, parentId: null, text: 'Mine alone' });
    const reply = await createComment(app, {
      postId: id,
      userId: author.user.id,
      parentId: shown.id,
      text: 'My reply',
    });
    await app.db.updateTable('comments').set({ review_state: 'held' }).where('id', 'in', [own.id, reply.id]).execute();

    // The author reads first: their view is not everyone's, so it is not held.
    const first = (await read(id, author.auth)).body;
    expect(texts(first)).toEqual([['Mine alone'], ['Seen by all', 'reply: My reply']]);
    expect(first.comments.totalCommentsCount).toBe(2);
    const others = (await read(id, reader.auth)).body;
    expect(texts(others)).toEqual([['Seen by all']]);
    expect(others.comments.totalCommentsCount).toBe(1);

    // Now held as everyone sees it: the author still gets their own comments and total.
    const { result, queries } = await countQueries(app, () => read(id, author.auth), { held: true });
    expect(texts(result.body)).toEqual([['Mine alone'], ['Seen by all', 'reply: My reply']]);
    expect(result.body.comments.totalCommentsCount).toBe(2);
    expect(queries).toBeLessThanOrEqual(3);
    expect(texts((await read(id, reader.auth)).body)).toEqual([['Seen by all']]);
    await app.db.deleteFrom('comments').where('post_id', '=', id).execute();
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
