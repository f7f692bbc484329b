import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { moderationMessage } from '@aatd/contract';
import { createAdmin, createMember } from '../../test/factories.js';
import { BRAND, buildContentApp, news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';
import { unannounced } from '../../test/unannounced.js';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;
let postId: number;

beforeAll(async () => {
  app = await buildContentApp();
  alice = await createMember(app, { firstName: 'Alice' });
  bob = await createMember(app, { firstName: 'Bob' });
  admin = await createAdmin(app);
  [postId] = (await seedPosts(app, [news()])) as [number];
});
afterAll(async () => app?.close());

const add = (who: { auth: object }, text: string, commentId?: number, id = postId) =>
  app.inject({
    method: 'POST',
    url: `/api/comment/${id}`,
    headers: who.auth as Record<string, string>,
    payload: { commentText: text, ...(commentId ? { commentId } : {}) },
  });
const del = (who: { auth: object }, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/comment/${id}`, headers: who.auth as Record<string, string> });
const page = (n: number) =>
  app
    .inject({ method: 'GET', url: `/api/comment/${postId}?limit=5&page=${n}`, headers: alice.auth })
    .then((r) => r.json());
const commentCount = async () =>
  (await app.db.selectFrom('posts').select('comment_count').where('id', '=', postId).executeTakeFirstOrThrow())
    .comment_count;

describe('POST /api/comment/:id', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/comment/${postId}`, payload: { commentText: 'hi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid access token. Please log back again');
  });

  it('answers 404 for a missing article and 400 for empty text', async () => {
    expect((await add(alice, 'Hello', undefined, 999999)).statusCode).toBe(404);
    expect((await add(alice, '   ')).statusCode).toBe(400);
  });

  it('adds a comment with its author and counts it, in at most 3 queries', async () => {
    const { result: res, queries } = await countQueries(app, () => add(alice, 'Useful review of liver outcomes'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      commentText: 'Useful review of liver outcomes',
      firstName: 'Alice',
      userId: alice.user.id,
      replies: [],
    });
    expect(queries).toBeLessThanOrEqual(3);
    expect(await commentCount()).toBe(1);
  });

  it('adds a reply to a top-level comment, never to a reply', async () => {
    const parent = (await add(alice, 'Parent comment')).json();
    const reply = await add(bob, 'A reply', parent.id);
    expect(reply.statusCode).toBe(201);
    const nested = await add(alice, 'Reply to a reply', reply.json().id);
    expect(nested.statusCode).toBe(404);
    expect(nested.json().errors).toBe('commentNotFound');
    const other = (await seedPosts(app, [news()]))[0]!;
    expect((await add(alice, 'Wrong post', parent.id, other)).statusCode).toBe(404);
  });

  it('refuses profanity alone with profanityContent (English and German)', async () => {
    for (const text of ['This is shit', 'So ein Arschloch']) {
      const res = await add(alice, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: 'profanityContent', message: 'Profanity in comment is not allowed' });
    }
  });

  it.each([
    ['personalBranding', 'Write to jane.doe@example.com for the slides'],
    ['externalLink', 'See https://example.org/aatd for details'],
    ['productBrandNames', `I switched him to ${BRAND.toLowerCase()}`],
  ])('refuses %s with inappropriateContent and its categories', async (category, text) => {
    const res = await add(bob, text);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: 'inappropriateContent',
      categories: [category],
      message: moderationMessage([category]),
    });
    expect(res.json().objectedWords).toHaveLength(1);
    expect(text.toLowerCase()).toContain(res.json().objectedWords[0].toLowerCase());
  });

  it('does not read clinical numbers as profanity or contact details', async () => {
    for (const text of ['Serum AAT was 717 mg/L at baseline', 'PI*ZZ, FEV1 1.9 L (58%), NCT01234567 follow-up']) {
      expect((await add(alice, text)).statusCode).toBe(201);
    }
  });

  it('lists every category found, profanity included, in one inappropriateContent answer', async () => {
    const res = await add(bob, 'This shit is on example.com');
    expect(res.json()).toMatchObject({
      errors: 'inappropriateContent',
      categories: ['profanity', 'externalLink'],
      objectedWords: ['shit', 'example.com'],
    });
    expect(res.json().message).toBe(
      'Inappropriate Content: Profanity and External link not allowed (please refer to the website terms and conditions)',
    );
  });

  it('moderates replies too', async () => {
    const parent = (await add(alice, 'Another parent')).json();
    expect((await add(bob, 'This is shit', parent.id)).json().errors).toBe('profanityContent');
  });
});

describe('GET /api/comment/:id', () => {
  let fresh: number;
  beforeAll(async () => {
    [fresh] = (await seedPosts(app, [news()])) as [number];
    for (let i = 1; i <= 7; i += 1) {
      await app.inject({
        method: 'POST',
        url: `/api/comment/${fresh}`,
        headers: alice.auth,
        payload: { commentText: `Comment ${i}` },
      });
    }
  });
  const get = (query: string, headers: Record<string, string> = alice.auth) =>
    app.inject({ method: 'GET', url: `/api/comment/${fresh}?${query}`, headers });

  it('answers 401 without a token and 404 for a missing article', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/comment/${fresh}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/comment/999999', headers: alice.auth })).statusCode).toBe(404);
  });

  it('pages 5 at a time, newest first, with the top-level total, in at most 3 queries', async () => {
    const { result, queries } = await countQueries(app, () => get('limit=5&page=1'));
    const first = result.json();
    expect(first.totalCommentsCount).toBe(7);
    expect(first.comments.map((c: { commentText: string }) => c.commentText)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
    ]);
    expect(queries).toBeLessThanOrEqual(3);
    const second = (await get('limit=5&page=2')).json();
    expect(second.comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Comment 2', 'Comment 1']);
    expect((await get('page=1')).json().comments).toHaveLength(5);
  });

  it("counts the viewer's own held comment in their total only", async () => {
    const held = (await add(bob, 'Awaiting review', undefined, fresh)).json();
    await app.db.updateTable('comments').set({ review_state: 'held' }).where('id', '=', held.id).execute();
    expect((await get('limit=5&page=1', bob.auth)).json().totalCommentsCount).toBe(8);
    expect((await get('limit=5&page=1')).json().totalCommentsCount).toBe(7);
    await app.db.deleteFrom('comments').where('id', '=', held.id).execute();
  });

  it('on a thread of 1,000 or more, a new comment shows in its total at once', async () => {
    const [long] = (await seedPosts(app, [news()])) as [number];
    await sql`insert into comments (post_id, user_id, text, created_at)
      select ${long}, ${alice.user.id}, 'Comment ' || n, now() - n * interval '1 minute' from generate_series(1, 1000) n`.execute(
      app.db,
    );
    const total = async () =>
      (await app.inject({ url: `/api/comment/${long}?limit=5&page=1`, headers: bob.auth })).json().totalCommentsCount;
    expect(await total()).toBe(1000);
    await add(bob, 'One more', undefined, long);
    expect(await total()).toBe(1001);
  });

  it('nests replies (oldest first) with author names and images, not counted in the total', async () => {
    const top = (await get('page=1')).json().comments[0];
    await app.inject({
      method: 'POST',
      url: `/api/comment/${fresh}`,
      headers: bob.auth,
      payload: { commentText: 'First reply', commentId: top.id },
    });
    await app.inject({
      method: 'POST',
      url: `/api/comment/${fresh}`,
      headers: alice.auth,
      payload: { commentText: 'Second reply', commentId: top.id },
    });
    const again = (await get('page=1')).json();
    expect(again.totalCommentsCount).toBe(7);
    expect(
      again.comments[0].replies.map((r: { commentText: string; firstName: string }) => [r.commentText, r.firstName]),
    ).toEqual([
      ['First reply', 'Bob'],
      ['Second reply', 'Alice'],
    ]);
    expect(again.comments[0].replies[0]).toHaveProperty('image');
  });

  it('holds the first page for every member, and a member with a held comment still gets their own', async () => {
    const texts = async (headers: Record<string, string>) =>
      ((await get('limit=5&page=1', headers)).json().comments as { commentText: string }[]).map((c) => c.commentText);
    expect(await texts(alice.auth)).toHaveLength(5);
    // A comment written while comments announce nothing (nor its post, whose thread_count it
    // raises): the held page does not show it.
    const quiet = await unannounced(app.db, 'posts', 'posts_content_update', () =>
      unannounced(app.db, 'comments', 'comments_content_insert', () =>
        app.db
          .insertInto('comments')
          .values({ post_id: fresh, user_id: bob.user.id, text: 'Quietly added' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(await texts(alice.auth)).not.toContain('Quietly added');

    // Held for review, which announces: the author sees it on top at once, in their total only.
    await app.db.updateTable('comments').set({ review_state: 'held' }).where('id', '=', quiet.id).execute();
    expect(await texts(alice.auth)).not.toContain('Quietly added');
    const { result, queries } = await countQueries(app, () => get('limit=5&page=1', bob.auth), { held: true });
    expect(result.json().comments[0].commentText).toBe('Quietly added');
    expect(result.json().totalCommentsCount).toBe(8);
    expect(queries).toBeLessThanOrEqual(3);
    expect((await get('limit=5&page=1')).json().totalCommentsCount).toBe(7);
    await app.db.deleteFrom('comments').where('id', '=', quiet.id).execute();
  });
});

describe('PUT /api/comment/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/comment/1', payload: { commentText: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('lets only the author edit, with moderation', async () => {
    const mine = (await add(alice, 'Draft text')).json();
    const put = (who: { auth: Record<string, string> }, text: string) =>
      app.inject({ method: 'PUT', url: `/api/comment/${mine.id}`, headers: who.auth, payload: { commentText: text } });
    expect((await put(bob, 'Hijacked')).statusCode).toBe(403);
    expect((await put(admin, 'Admin edit')).statusCode).toBe(403);
    expect((await put(alice, 'This is shit')).json().errors).toBe('profanityContent');
    const ok = await put(alice, 'Final text');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().commentText).toBe('Final text');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/comment/999999',
          headers: alice.auth,
          payload: { commentText: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/comment/:id', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/comment/1' })).statusCode).toBe(401);
  });

  it("forbids member B to delete member A's comment; the author may", async () => {
    const before = await commentCount();
    const mine = (await add(alice, 'Alice says')).json();
    const res = await del(bob, mine.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBe('forbidden');
    expect((await del(alice, mine.id)).json()).toEqual({ id: mine.id, removed: 1 });
    expect(await commentCount()).toBe(before);
    expect((await del(alice, mine.id)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's comment, and its replies go with it and leave the count", async () => {
    const before = await commentCount();
    const parent = (await add(alice, 'Parent to remove')).json();
    await add(bob, 'Reply one', parent.id);
    await add(alice, 'Reply two', parent.id);
    expect(await commentCount()).toBe(before + 3);
    const { result, queries } = await countQueries(app, () => del(admin, parent.id));
    expect(result.json()).toEqual({ id: parent.id, removed: 3 });
    expect(queries).toBeLessThanOrEqual(3);
    expect(await commentCount()).toBe(before);
    expect((await app.db.selectFrom('comments').select('id').where('parent_id', '=', parent.id).execute()).length).toBe(
      0,
    );
  });

  it('lets only the reply author (or an admin) delete a reply', async () => {
    const parent = (await add(alice, 'Parent of a reply')).json();
    const reply = (await add(bob, 'Bob replies', parent.id)).json();
    expect((await del(alice, reply.id)).statusCode).toBe(403);
    expect((await del(bob, reply.id)).json()).toEqual({ id: reply.id, removed: 1 });
    const reply2 = (await add(bob, 'Bob again', parent.id)).json();
    expect((await del(admin, reply2.id)).statusCode).toBe(200);
    const top = (await page(1)).comments.find((c: { id: number }) => c.id === parent.id);
    expect(top.replies).toEqual([]);
  });
});
