import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { nextAverage } from '@aatd/contract';
import { createMember } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';

let app: FastifyInstance;
let postId: number;

beforeAll(async () => {
  app = await buildContentApp();
  [postId] = (await seedPosts(app, [news()])) as [number];
});
afterAll(async () => app?.close());

const rate = (auth: Record<string, string>, rating: unknown, id = postId) =>
  app.inject({ method: 'POST', url: `/api/rating/${id}`, headers: auth, payload: { rating, moduleType: 'news' } });

describe('POST /api/rating/:id', () => {
  it('answers 401 without a token', async () => {
    expect(
      (await app.inject({ method: 'POST', url: `/api/rating/${postId}`, payload: { rating: 3 } })).statusCode,
    ).toBe(401);
  });

  it('answers 401, not 400, to a visitor whose rating is invalid too', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/rating/${postId}`, payload: { rating: 9 } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
  });

  it('refuses ratings outside 1 to 5 and missing articles', async () => {
    const { auth } = await createMember(app);
    for (const r of [0, 6, 2.5, 'x']) expect((await rate(auth, r)).statusCode).toBe(400);
    expect((await rate(auth, 3, 999999)).statusCode).toBe(404);
  });

  it('keeps the floor average and the count, in at most 3 queries', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const { result, queries } = await countQueries(app, () => rate(a.auth, 5));
    expect(result.json()).toEqual({ rating: 5, ratingsCount: 1, userRating: 5 });
    expect(queries).toBeLessThanOrEqual(3);
    const second = (await rate(b.auth, 2)).json();
    expect(second).toEqual({ rating: nextAverage(5, 1, 2), ratingsCount: 2, userRating: 2 });
    expect(second.rating).toBe(3);
  });

  it('answers userRatingAlreadyExistForArticle on a second rating and changes nothing', async () => {
    const m = await createMember(app);
    await rate(m.auth, 4);
    const before = await app.db
      .selectFrom('posts')
      .select(['rating_avg', 'ratings_count'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    const again = await rate(m.auth, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe('userRatingAlreadyExistForArticle');
    const after = await app.db
      .selectFrom('posts')
      .select(['rating_avg', 'ratings_count'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('counts concurrent ratings one after another', async () => {
    const [fresh] = (await seedPosts(app, [news()])) as [number];
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(app)));
    await Promise.all(members.map((m) => rate(m.auth, 5, fresh)));
    const row = await app.db
      .selectFrom('posts')
      .select(['rating_avg', 'ratings_count'])
      .where('id', '=', fresh)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating_avg: 5, ratings_count: 6 });
  });
});

describe('GET /api/rating/:id', () => {
  const own = (auth: Record<string, string> | undefined, id = postId) =>
    app.inject({ method: 'GET', url: `/api/rating/${id}`, headers: auth });

  it('answers 401 without a token', async () => {
    expect((await own(undefined)).statusCode).toBe(401);
  });

  it("answers the member's own rating, and null before they rate, in one query after the token's", async () => {
    const [fresh] = (await seedPosts(app, [news()])) as [number];
    const m = await createMember(app);
    const { result, queries } = await countQueries(app, () => own(m.auth, fresh));
    expect(result.json()).toEqual({ userRating: null });
    expect(queries).toBe(2);
    await rate(m.auth, 4, fresh);
    expect((await own(m.auth, fresh)).json()).toEqual({ userRating: 4 });
    // Another member's rating is theirs alone.
    expect((await own((await createMember(app)).auth, fresh)).json()).toEqual({ userRating: null });
  });

  it('answers 404 for a missing or unpublished post', async () => {
    const [draft] = (await seedPosts(app, [news()])) as [number];
    await app.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', draft).execute();
    const { auth } = await createMember(app);
    expect((await own(auth, 999999)).statusCode).toBe(404);
    expect((await own(auth, draft)).statusCode).toBe(404);
  });
});
