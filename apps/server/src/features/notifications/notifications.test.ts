import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createStaff } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';
import { registerAndVerifyEmail } from '../../test/flows.js';
import { openStream, ticketFor } from '../../test/events.js';
import { unsubscribeToken } from '../../core/notifications/unsubscribe-token.js';

type Who = { auth: { authorization: string }; user: { id: number; email: string } };

let app: FastifyInstance;
let alice: Who;
let bob: Who;
let carol: Who;
let postId: number;

beforeAll(async () => {
  app = await buildContentApp();
  alice = await createMember(app, { firstName: 'Alice' });
  bob = await createMember(app, { firstName: 'Bob' });
  carol = await createMember(app, { firstName: 'Carol' });
  [postId] = (await seedPosts(app, [news({ title: 'Liver outcomes in AATD' })])) as [number];
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const comment = async (who: Who, text: string, parentId?: number) => {
  const res = await call('POST', `/comment/${postId}`, who, {
    commentText: text,
    ...(parentId ? { commentId: parentId } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const list = async (who: Who) => (await call('GET', '/notifications', who)).json();
const unread = async (who: Who) => (await call('GET', '/notifications/unread-count', who)).json().unread as number;
const mailsTo = (email: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();

describe('GET /api/notifications', () => {
  it('answers 401 without a token', async () => {
    for (const url of ['/notifications', '/notifications/unread-count', '/notifications/preferences']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/1/read')).statusCode).toBe(401);
  });

  it('starts empty', async () => {
    const fresh = await createMember(app);
    expect(await list(fresh)).toEqual({ data: [], next: null, unread: 0 });
  });
});

describe('a reply', () => {
  it('tells the comment’s author and the others in the thread, never the replier, with the page’s link', async () => {
    const top = await comment(alice, 'What do we know about liver outcomes?');
    await comment(carol, 'Following this', top);
    const before = { alice: await unread(alice), carol: await unread(carol) };
    await comment(bob, 'There is a new cohort study', top);

    const mine = await list(alice);
    expect(mine.unread).toBe(before.alice + 1);
    expect(mine.data[0]).toMatchObject({
      kind: 'commentReply',
      actor: { id: bob.user.id, name: expect.stringContaining('Bob') },
      subject: 'Liver outcomes in AATD',
      link: `/community/news/clinicalnews/${postId}`,
      read: false,
    });
    expect((await list(carol)).data[0]).toMatchObject({ kind: 'threadReply', actor: { id: bob.user.id } });
    expect(await unread(carol)).toBe(before.carol + 1);
    expect((await list(bob)).data.some((n: { actor: { id: number } | null }) => n.actor?.id === bob.user.id)).toBe(
      false,
    );
  });

  it('e-mails at once by default for a reply to my comment, with one-click unsubscribe headers', async () => {
    const top = await comment(alice, 'Another question');
    await comment(bob, 'An answer', top);
    const [mail] = await mailsTo(alice.user.email);
    expect(mail?.subject).toContain('A reply to my comment');
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain('/community/accounts#notifications');
  });

  it('tells nobody of a plain comment, and nobody who is suspended or erased', async () => {
    const dave = await createMember(app);
    const top = await comment(dave, 'A comment of mine');
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', dave.user.id).execute();
    await comment(bob, 'A reply to a suspended member', top);
    const rows = await app.db.selectFrom('notifications').select('id').where('member_id', '=', dave.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('reaches the author’s open stream live with the new count', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const top = await comment(alice, 'Live please');
    const stream = await openStream(base, await ticketFor(app, alice), 'notifications');
    const { unread: now } = await stream.next();
    await comment(bob, 'Live reply', top);
    expect(await stream.next()).toEqual({ type: 'notifications', unread: now + 1 });
    stream.close();
  });
});

describe('messages and shares', () => {
  it('folds unread messages from one member into one notification linking to the conversation', async () => {
    const erin = await createMember(app);
    for (const text of ['Hello', 'Are you there?']) {
      const res = await call('POST', '/messages', bob, { receiverId: erin.user.id, messageText: text });
      expect(res.statusCode).toBe(201);
    }
    const { data, unread: count } = await list(erin);
    expect(count).toBe(1);
    expect(data).toMatchObject([
      {
        kind: 'message',
        subject: 'Are you there?',
        link: `/mymessageclickthrough/${bob.user.id}`,
        actor: { id: bob.user.id },
      },
    ]);
  });

  it('tells the recipient of a share, linking to the page', async () => {
    const fay = await createMember(app);
    const res = await call('POST', '/user/share', bob, {
      receiverId: fay.user.id,
      resourceLink: `/community/news/clinicalnews/${postId}`,
      senderMessage: 'Worth a read',
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await list(fay)).data[0]).toMatchObject({
      kind: 'share',
      link: `/community/news/clinicalnews/${postId}`,
      subject: 'Worth a read',
    });
  });
});

describe('staff and verification', () => {
  it('tells a member of the decision on her verification', async () => {
    const admin = await createAdmin(app);
    const { fields } = await registerAndVerifyEmail(app, { lastName: 'Pendingnotice' });
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', fields.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/admin/members/${user.id}/verification/approve`, admin);
    expect(res.statusCode).toBe(200);
    const rows = await app.db.selectFrom('notifications').selectAll().where('member_id', '=', user.id).execute();
    expect(rows).toMatchObject([{ kind: 'verificationDecided', link: '/community/accounts', actor_id: null }]);
  });

  it('tells a safety reviewer of a case assigned to them', async () => {
    const sam = await createStaff(app, 'safety');
    const lead = await createStaff(app, 'safety');
    const reporter = await createMember(app);
    await call('POST', '/user/feedback', reporter, {
      feedbackText:
        'Following the infusion of alpha-1 proteinase inhibitor my patient was hospitalised with a severe rash.',
    });
    const { id } = await app.db.selectFrom('safety_cases').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/safety-cases/${id}`,
      headers: lead.auth,
      payload: { assigneeId: sam.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(sam)).data[0]).toMatchObject({ kind: 'caseAssigned', link: `/admin/safety/${id}` });
    const prefs = (await call('GET', '/notifications/preferences', sam))
      .json()
      .data.map((p: { kind: string }) => p.kind);
    expect(prefs).toContain('caseAssigned');
    expect(
      (await call('GET', '/notifications/preferences', bob)).json().data.map((p: { kind: string }) => p.kind),
    ).not.toContain('caseAssigned');
  });
});

describe('POST /api/notifications/:id/read and /read-all', () => {
  it('marks one of mine read, refuses another member’s (404), then all', async () => {
    const gus = await createMember(app);
    for (const text of ['one', 'two']) {
      await call('POST', '/messages', bob, { receiverId: gus.user.id, messageText: text });
    }
    await call('POST', '/messages', carol, { receiverId: gus.user.id, messageText: 'three' });
    const { data } = await list(gus);
    expect(data).toHaveLength(2);
    expect((await call('POST', `/notifications/${data[0].id}/read`, alice)).statusCode).toBe(404);
    const one = await call('POST', `/notifications/${data[0].id}/read`, gus);
    expect(one.json()).toEqual({ unread: 1 });
    expect((await list(gus)).data[0].read).toBe(true);
    expect((await call('POST', '/notifications/read-all', gus)).json()).toEqual({ unread: 0 });
    expect(await unread(gus)).toBe(0);
  });

  it('pages newest first with a keyset cursor', async () => {
    const hal = await createMember(app);
    const senders = [alice, bob, carol];
    for (const s of senders) await call('POST', '/messages', s, { receiverId: hal.user.id, messageText: 'hi' });
    const first = (await call('GET', '/notifications?limit=2', hal)).json();
    expect(first.data.map((n: { actor: { id: number } }) => n.actor.id)).toEqual([carol.user.id, bob.user.id]);
    const second = (await call('GET', `/notifications?limit=2&before=${first.next}`, hal)).json();
    expect(second.data.map((n: { actor: { id: number } }) => n.actor.id)).toEqual([alice.user.id]);
    expect(second.next).toBeNull();
    expect((await call('GET', '/notifications?before=abc', hal)).statusCode).toBe(400);
  });
});

describe('preferences and one-click unsubscribe', () => {
  it('lists defaults, saves a choice, refuses a channel the kind does not offer', async () => {
    const ivy = await createMember(app);
    const prefs = (await call('GET', '/notifications/preferences', ivy)).json().data;
    expect(prefs).toContainEqual({ kind: 'commentReply', channel: 'emailNow' });
    const saved = await call('PUT', '/notifications/preferences', ivy, { data: [{ kind: 'message', channel: 'off' }] });
    expect(saved.json().data).toContainEqual({ kind: 'message', channel: 'off' });
    await call('POST', '/messages', bob, { receiverId: ivy.user.id, messageText: 'Hello' });
    expect(await unread(ivy)).toBe(0);
    const refused = await call('PUT', '/notifications/preferences', ivy, {
      data: [{ kind: 'share', channel: 'emailNow' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe('channelNotOffered');
  });

  it('stops a kind’s e-mail by the mail’s token without signing in, and refuses a forged token', async () => {
    const jo = await createMember(app);
    const token = unsubscribeToken(app.env, jo.user.id, 'commentReply');
    const res = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'commentReply', channel: 'inApp' });
    expect((await call('GET', '/notifications/preferences', jo)).json().data).toContainEqual({
      kind: 'commentReply',
      channel: 'inApp',
    });
    const top = await comment(jo, 'No mail please');
    await comment(bob, 'A reply', top);
    expect(await mailsTo(jo.user.email)).toEqual([]);
    const forged = `${bob.user.id}.commentReply.${token.split('.')[2]}`;
    const bad = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toBe('invalidUnsubscribeToken');
  });
});

describe('erasure', () => {
  it('classifies notifications: the export holds them, erasure removes hers and those naming her', async () => {
    const { PERSONAL_DATA } = await import('../../core/privacy/personal-data-map.js');
    expect(PERSONAL_DATA.notifications?.erase).toBe('delete');
    expect(PERSONAL_DATA.notification_preferences?.erase).toBe('delete');
  });
});
