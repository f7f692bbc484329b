import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { clinicalNews, consoleApi, contentIn, inDays } from '../../test/console-content.js';
import { expireOverdueContent } from '../console-content/content-schedule.service.js';
import { createMember, createStaff } from '../../test/factories.js';

/**
 * The events that notify beyond a plain post: a moderator releasing a held reply or message, the
 * content workflow (a submission for review, a new version or the withdrawal of a saved item).
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

describe('the content workflow', () => {
  let editor: Who;
  let reviewer: Who;
  let staff: { editor: Who['auth']; reviewer: Who['auth'] };
  beforeAll(async () => {
    editor = await createStaff(app, 'editor');
    reviewer = await createStaff(app, 'reviewer');
    staff = { editor: editor.auth, reviewer: reviewer.auth };
  });
  const api = () => consoleApi(app);
  const ok = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res;
  };
  /** A new version of a live item, through review to publication. */
  const republish = async (id: number, fields: object) => {
    ok(await api().save(editor.auth, id, fields));
    ok(await api().submit(editor.auth, id));
    ok(await api().approve(reviewer.auth, id));
    ok(await api().publish(editor.auth, id));
  };

  it('tells the reviewers (and admins) of an item submitted for review, not its editor nor other staff', async () => {
    const admin = await createStaff(app, 'admin');
    const otherEditor = await createStaff(app, 'editor');
    const member = await createMember(app);
    const id = await contentIn(app, staff, 'in_review', 'news', clinicalNews({ title: 'Waiting for review' }));
    const expected = { kind: 'reviewWaiting', link: `/admin/content/${id}`, subject: 'Waiting for review' };
    expect((await notes(reviewer))[0]).toMatchObject({ ...expected, actor: { id: editor.user.id } });
    expect((await notes(admin))[0]).toMatchObject(expected);
    for (const who of [editor, otherEditor, member]) {
      expect((await notes(who)).some((n) => n.kind === 'reviewWaiting')).toBe(false);
    }
    const kinds = async (who: Who) =>
      (await call('GET', '/notifications/preferences', who)).json().data.map((p: { kind: string }) => p.kind);
    expect(await kinds(reviewer)).toContain('reviewWaiting');
    expect(await kinds(otherEditor)).not.toContain('reviewWaiting');
  });

  it('tells whoever saved an article of its new version, then of its withdrawal (linking to the saved items)', async () => {
    const saver = await createMember(app);
    const other = await createMember(app);
    const id = await contentIn(app, staff, 'published', 'news', clinicalNews({ title: 'Saved article' }));
    expect((await call('POST', `/save-article/${id}`, saver)).statusCode).toBe(200);
    expect(await notes(saver)).toEqual([]);

    await republish(id, clinicalNews({ title: 'Saved article, revised' }));
    const [updated] = await notes(saver);
    expect(updated).toMatchObject({
      kind: 'savedItemChanged',
      link: `/community/news/clinicalnews/${id}`,
      subject: 'Updated: Saved article, revised',
      actor: { id: editor.user.id },
    });
    expect(await notes(other)).toEqual([]);

    await call('POST', `/notifications/${(updated as unknown as { id: number }).id}/read`, saver);
    ok(await api().withdraw(editor.auth, id));
    const after = await notes(saver);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      kind: 'savedItemChanged',
      link: '/community/accounts#favorites',
      subject: 'Withdrawn: Saved article, revised',
    });
    // Withdrawing what is no longer live tells nobody again.
    expect((await api().withdraw(editor.auth, id)).status).toBe(409);
    expect(await notes(saver)).toHaveLength(2);
  });

  it('tells whoever saved a module of its new version, linking to the module', async () => {
    const saver = await createMember(app);
    const fields = {
      title: 'Saved module',
      topic: 'Saved module topic',
      excerpt: 'What it covers.',
      moduleIntro: 'An introduction for clinicians.',
      featureImage: 'sample/education/module-1.webp',
      publishedAt: '2026-03-01T12:00:00.000Z',
    };
    const id = await contentIn(app, staff, 'published', 'module', fields);
    const moduleId = (
      await app.db.selectFrom('education_modules').select('id').where('post_id', '=', id).executeTakeFirstOrThrow()
    ).id;
    const saved = await call('POST', '/education/save-education-modules', saver, { educationModuleId: moduleId });
    expect(saved.statusCode).toBe(200);
    await republish(id, { ...fields, title: 'Saved module, revised' });
    expect(await notes(saver)).toMatchObject([
      { kind: 'savedItemChanged', link: `/community/education/cmemodules/${moduleId}` },
    ]);
    ok(await api().withdraw(editor.auth, id));
    expect((await notes(saver))[0]).toMatchObject({ link: '/community/accounts#saved-modules' });
  });

  it('tells whoever saved an item that leaves the site at its review-by date', async () => {
    const saver = await createMember(app);
    const created = ok(await api().create(editor.auth, 'news', clinicalNews({ title: 'Expiring article' })));
    const id = (created.body as { id: number }).id;
    ok(await api().submit(editor.auth, id));
    ok(await api().approve(reviewer.auth, id, { approvalCode: 'AATD-TEST-002', reviewBy: inDays(20) }));
    ok(await api().publish(editor.auth, id));
    expect((await call('POST', `/save-article/${id}`, saver)).statusCode).toBe(200);
    // Only this file's item is due this soon (the others are approved for a year).
    expect(await expireOverdueContent(app, new Date(Date.now() + 25 * 86_400_000))).toBe(1);
    expect(await notes(saver)).toMatchObject([
      {
        kind: 'savedItemChanged',
        link: '/community/accounts#favorites',
        subject: 'Withdrawn: Expiring article',
        actor: null,
      },
    ]);
  });
});
