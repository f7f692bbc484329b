import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eraseDueAccounts } from '../../core/users/erase-account.js';
import { createMember, createStaff } from '../../test/factories.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { news, seedPosts } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';

/**
 * The comment pager's total is kept on the post (posts.thread_count) by the database; every writer
 * must leave it right. Pages of one comment are full whenever there is one, so the total they show
 * is the kept one, never the page's own length.
 */
let app: FastifyInstance;
let postId: number;
let reader: Awaited<ReturnType<typeof createMember>>;
let moderator: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await buildTestApp({
    deployment: { gdpr: { coolingOffDays: 0, erasedComments: 'remove', exportLinkHours: 48 } },
  });
  [postId] = (await seedPosts(app, [news({ title: 'A long thread' })])) as [number];
  reader = await createMember(app);
  moderator = await createStaff(app, 'moderator');
});
afterAll(async () => app?.close());

type Who = { auth: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const add = async (who: Who, text: string, commentId?: number) => {
  const res = await call('POST', `/api/comment/${postId}`, who, {
    commentText: text,
    ...(commentId ? { commentId } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; review?: { state: string } }>();
};
/** The total the pager shows this member, from a full page of one. */
const total = async (who: Who = reader) => {
  const res = await call('GET', `/api/comment/${postId}?limit=1&page=1`, who);
  expect(res.statusCode).toBe(200);
  return res.json<{ totalCommentsCount: number }>().totalCommentsCount;
};
/** Comments of a post everyone sees, counted from the rows: the top-level ones are the pager's total. */
const visibleComments = async (post: number, opts: { topLevel: boolean }) => {
  let query = app.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('post_id', '=', post)
    .where('review_state', '=', 'visible');
  if (opts.topLevel) query = query.where('parent_id', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const act = (itemId: number, step: object) =>
  call('POST', `/api/admin/moderation/items/${itemId}/actions`, moderator, { actions: [step] });

describe('the comment pager total kept on the post', () => {
  it('stays right through a comment, a reply, a hide, a hold and release, a delete and an erasure', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const first = await add(alice, 'First remark');
    await add(bob, 'Second remark');
    expect(await total()).toBe(2);

    // A reply is not a top-level comment.
    await add(bob, 'A reply', first.id);
    expect(await total()).toBe(2);

    // Hidden by a moderator: off everyone's total, still in its author's.
    const spam = await add(bob, 'Buy my course');
    expect(await total()).toBe(3);
    const report = (
      await call('POST', `/api/comments/${spam.id}/report`, reader, { reason: 'personalBranding' })
    ).json<{ id: number }>();
    expect((await act(report.id, { action: 'hide', reason: 'Advertising is not allowed here.' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    expect(await total(bob)).toBe(3);

    // Held for review: counted for its author only, then for everyone once released.
    expect((await call('PUT', '/api/admin/moderation/settings', moderator, { firstComment: 'hold' })).statusCode).toBe(
      200,
    );
    const newcomer = await createMember(app);
    let held: { id: number; review?: { state: string } };
    try {
      held = await add(newcomer, 'Hello from a new colleague');
    } finally {
      await call('PUT', '/api/admin/moderation/settings', moderator, { firstComment: 'allow' });
    }
    expect(held.review?.state).toBe('held');
    expect(await total()).toBe(2);
    expect(await total(newcomer)).toBe(3);
    const item = await app.db
      .selectFrom('moderation_items')
      .select('id')
      .where('comment_id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect((await act(item.id, { action: 'release', reason: 'Welcome aboard.' })).statusCode).toBe(200);
    expect(await total()).toBe(3);
    expect(await total(newcomer)).toBe(3);

    // Deleted with its reply.
    expect((await call('DELETE', `/api/comment/${first.id}`, alice)).statusCode).toBe(200);
    expect(await total()).toBe(2);

    // An erased member's comments go (this deployment removes them), visible and hidden alike.
    await app.db.updateTable('users').set({ erase_after: new Date() }).where('id', '=', bob.user.id).execute();
    expect(await eraseDueAccounts(app)).toEqual([bob.user.id]);
    expect(await total()).toBe(1);
    expect(await visibleComments(postId, { topLevel: true })).toBe(1);
    const kept = await app.db
      .selectFrom('posts')
      .select('thread_count')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(kept.thread_count).toBe(1);
  });

  it("keeps the cards' count of every comment everyone sees, replies included, through a hide and a delete", async () => {
    const [fresh] = (await seedPosts(app, [news({ title: 'A card with comments' })])) as [number];
    const cardCount = async () => {
      const res = await call('GET', `/api/information/news?tag=clinical-news&limit=100`, reader);
      return res.json<{ data: { id: number; commentCount: number }[] }>().data.find((a) => a.id === fresh)
        ?.commentCount;
    };
    const writer = await createMember(app);
    const post = async (text: string, commentId?: number) => {
      const res = await call('POST', `/api/comment/${fresh}`, writer, {
        commentText: text,
        ...(commentId ? { commentId } : {}),
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: number }>();
    };
    const first = await post('A first comment');
    await post('A reply to it', first.id);
    const second = await post('A second comment');
    expect(await cardCount()).toBe(3);

    const report = (
      await call('POST', `/api/comments/${second.id}/report`, reader, { reason: 'personalBranding' })
    ).json<{ id: number }>();
    expect((await act(report.id, { action: 'hide', reason: 'Advertising is not allowed here.' })).statusCode).toBe(200);
    expect(await cardCount()).toBe(2);

    expect((await call('DELETE', `/api/comment/${first.id}`, writer)).statusCode).toBe(200);
    expect(await cardCount()).toBe(0);
    expect(await visibleComments(fresh, { topLevel: false })).toBe(0);
  });

  it('follows a comment moved to another post, a bulk change, and a post deleted with its comments', async () => {
    const [a, b] = (await seedPosts(app, [news({ title: 'From' }), news({ title: 'To' })])) as [number, number];
    const writer = await createMember(app);
    const kept = async (id: number) =>
      (await app.db.selectFrom('posts').select('thread_count').where('id', '=', id).executeTakeFirst())?.thread_count;
    const ids = await app.db
      .insertInto('comments')
      .values([1, 2, 3].map((i) => ({ post_id: a, user_id: writer.user.id, text: `Bulk ${i}` })))
      .returning('id')
      .execute();
    expect([await kept(a), await kept(b)]).toEqual([3, 0]);
    await app.db.updateTable('comments').set({ post_id: b }).where('id', '=', ids[0]!.id).execute();
    expect([await kept(a), await kept(b)]).toEqual([2, 1]);
    // An edit of the text alone counts nothing twice.
    await app.db.updateTable('comments').set({ text: 'Edited' }).where('post_id', 'in', [a, b]).execute();
    expect([await kept(a), await kept(b)]).toEqual([2, 1]);
    await app.db.updateTable('comments').set({ review_state: 'held' }).where('post_id', 'in', [a, b]).execute();
    expect([await kept(a), await kept(b)]).toEqual([0, 0]);
    await app.db.updateTable('comments').set({ review_state: 'visible' }).where('post_id', '=', a).execute();
    expect([await kept(a), await kept(b)]).toEqual([2, 0]);
    await app.db.deleteFrom('posts').where('id', '=', a).execute();
    expect(await kept(a)).toBeUndefined();
    expect(await app.db.selectFrom('comments').select('id').where('post_id', '=', a).execute()).toEqual([]);
  });

  it('reads a cold article with a full first page of comments in two statements, the session and the article', async () => {
    const [fresh] = (await seedPosts(app, [news({ title: 'A busy article' })])) as [number];
    const writer = await createMember(app);
    for (let i = 1; i <= 7; i++) {
      const res = await call('POST', `/api/comment/${fresh}`, writer, { commentText: `Comment ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const { result, queries } = await countQueries(app, () => call('GET', `/api/information/news/${fresh}`, reader));
    expect(result.statusCode).toBe(200);
    const body = result.json<{ comments: { comments: unknown[]; totalCommentsCount: number } }>();
    expect(body.comments.comments).toHaveLength(5);
    expect(body.comments.totalCommentsCount).toBe(7);
    expect(queries).toBe(2);
  });
});
