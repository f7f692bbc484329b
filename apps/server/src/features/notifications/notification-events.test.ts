import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { createMember, createStaff } from '../../test/factories.js';

/**
 * The events that notify beyond a plain post: a moderator releasing a held reply or message.
 */

type Who = Awaited<ReturnType<typeof createMember>>;
type Note = { kind: string; link: string; subject: string; actor: { id: number } | null };

let app: FastifyInstance;
let moderator: Who;
let postId: number;

beforeAll(async () => {
  app = await buildContentApp();
  moderator = await createStaff(app, 'moderator');
  [postId] = (await seedPosts(app, [news({ title: 'Held replies in AATD' })])) as [number];
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const notes = async (who: Who) => (await call('GET', '/notifications', who)).json<{ data: Note[] }>().data;
const itemOf = (column: 'comment_id' | 'message_id', id: number) =>
  app.db.selectFrom('moderation_items').select('id').where(column, '=', id).executeTakeFirstOrThrow();
const release = async (itemId: number) => {
  const res = await call('POST', `/admin/moderation/items/${itemId}/actions`, moderator, {
    actions: [{ action: 'release', reason: 'Fine in context' }],
  });
  expect(res.statusCode).toBe(200);
};
/** A watched term set to hold, for the length of `work`. */
async function holding(term: string, work: () => Promise<void>) {
  const res = await call('POST', '/admin/moderation/words', moderator, { list: 'watchedTerm', term, action: 'hold' });
  expect(res.statusCode).toBe(201);
  try {
    await work();
  } finally {
    await call('DELETE', `/admin/moderation/words/${res.json().id}`, moderator);
  }
}

describe('a moderator releases held content', () => {
  it('a held reply notifies nobody until released, then the author and the thread as if just posted', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const carol = await createMember(app);
    await holding('overseas supply', async () => {
      const top = (await call('POST', `/comment/${postId}`, alice, { commentText: 'Any views?' })).json().id;
      await call('POST', `/comment/${postId}`, carol, { commentText: 'Following', commentId: top });
      const held = await call('POST', `/comment/${postId}`, bob, {
        commentText: 'Try overseas supply',
        commentId: top,
      });
      expect(held.statusCode).toBe(201);
      const fromBob = async (who: Who) => (await notes(who)).filter((n) => n.actor?.id === bob.user.id);
      expect([...(await fromBob(alice)), ...(await fromBob(carol))]).toEqual([]);
      await release((await itemOf('comment_id', held.json().id)).id);
      expect(await fromBob(alice)).toMatchObject([
        { kind: 'commentReply', link: `/community/news/clinicalnews/${postId}` },
      ]);
      expect((await notes(carol))[0]).toMatchObject({ kind: 'threadReply', actor: { id: bob.user.id } });
    });
  });

  it('a held top-level comment notifies nobody when released', async () => {
    const dan = await createMember(app);
    await holding('grey import', async () => {
      const held = await call('POST', `/comment/${postId}`, dan, { commentText: 'About grey import' });
      await release((await itemOf('comment_id', held.json().id)).id);
      const rows = await app.db.selectFrom('notifications').select('id').where('actor_id', '=', dan.user.id).execute();
      expect(rows).toEqual([]);
    });
  });

  it('a held message notifies the recipient only once it is released', async () => {
    const sender = await createMember(app);
    const recipient = await createMember(app);
    await holding('parallel trade', async () => {
      const sent = await call('POST', '/messages', sender, {
        receiverId: recipient.user.id,
        messageText: 'Ask me about parallel trade',
      });
      expect(sent.json().review.state).toBe('held');
      expect(await notes(recipient)).toEqual([]);
      await release((await itemOf('message_id', sent.json().id)).id);
      expect(await notes(recipient)).toMatchObject([
        {
          kind: 'message',
          actor: { id: sender.user.id },
          subject: 'Ask me about parallel trade',
          link: `/mymessageclickthrough/${sender.user.id}`,
        },
      ]);
    });
  });
});
