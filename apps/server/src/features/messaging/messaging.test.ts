import { countQueries } from '../../test/query-count.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { send, type TestMember } from '../../test/messaging.js';

let app: FastifyInstance;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  // Invented brand name: tests never name a real product.
  app = await buildTestApp({ deployment: { brandNames: ['Alphacure'] } });
  alice = await createMember(app, { firstName: 'Alice' });
  bob = await createMember(app, { firstName: 'Bob' });
});
afterAll(() => app?.close());

describe('POST /api/messages', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: bob.user.id, messageText: 'Hi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('requires the message text', async () => {
    const res = await send(app, alice, bob, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'validationError', message: 'Message cannot be left empty' });
  });

  it('refuses an unknown recipient, oneself and an opted-out member with invalidUserId', async () => {
    const optedOut = await createMember(app);
    await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', optedOut.user.id).execute();
    for (const to of [999_999, alice, optedOut]) {
      const res = await send(app, alice, to, 'Hello');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: 'invalidUserId', message: 'Invalid recepient' });
    }
  });

  it('answers profanity alone with profanityContent', async () => {
    const res = await send(app, alice, bob, 'This is shit');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: 'profanityContent',
      message: 'Profanity in message is not allowed',
      objectedWords: ['shit'],
    });
  });

  it('answers other findings with inappropriateContent and the categories', async () => {
    const res = await send(app, alice, bob, 'Try Alphacure, see https://example.org');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: 'inappropriateContent',
      categories: ['externalLink', 'productBrandNames'],
      message:
        'Inappropriate Content: External link and Product brand names not allowed (please refer to the website terms and conditions)',
      objectedWords: ['https://example.org', 'Alphacure'],
    });
  });

  it('stores the message with the sender and within 3 queries', async () => {
    const { result: res, queries } = await countQueries(app, () => send(app, alice, bob, 'Hello Bob'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: alice.user.id,
      receiverId: bob.user.id,
      messageText: 'Hello Bob',
      resourceLink: null,
      seen: false,
      sender: { id: alice.user.id, firstName: 'Alice' },
    });
    expect(queries).toBeGreaterThan(1);
    expect(queries).toBeLessThanOrEqual(3);
  });
});

describe('blocking', () => {
  it('refuses messages both ways with userBlocked once either side blocked', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const report = await app.inject({
      method: 'POST',
      url: '/api/messages/report',
      headers: b.auth,
      payload: { reporteeId: a.user.id, reason: 'Spam', actionOnReport: 'block' },
    });
    expect(report.statusCode).toBe(201);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await send(app, from, to, 'Hello');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: 'userBlocked', message: 'You are not allowed to message the recipient.' });
    }
  });
});

describe('POST /api/messages/report', () => {
  const report = (from: TestMember, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/messages/report', headers: from.auth, payload });

  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/messages/report',
      payload: { reporteeId: 1, reason: 'x', actionOnReport: 'none' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates the reason and the action', async () => {
    let res = await report(alice, { reporteeId: bob.user.id, reason: ' ', actionOnReport: 'none' });
    expect(res.json()).toMatchObject({ errors: 'validationError', message: 'Report Message cannot be left empty' });
    res = await report(alice, { reporteeId: bob.user.id, reason: 'Rude', actionOnReport: 'ban' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown reportee or oneself', async () => {
    for (const reporteeId of [999_999, alice.user.id]) {
      const res = await report(alice, { reporteeId, reason: 'Rude', actionOnReport: 'none' });
      expect(res.json()).toEqual({ errors: 'invalidUserId', message: 'Invalid recepient' });
    }
  });

  it('stores a report without blocking when the action is none', async () => {
    const c = await createMember(app);
    const res = await report(alice, {
      reporteeId: c.user.id,
      reason: 'Odd messages',
      actionOnReport: 'none',
      // An older client's field: ignored, the address is the signed-in reporter's own.
      memberEmail: 'someone-else@example.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ action: 'none', safetyCaseOpened: false });
    const { email: aliceEmail } = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(aliceEmail).not.toBe('someone-else@example.test');
    const stored = await app.db
      .selectFrom('message_reports')
      .selectAll()
      .where('reportee_id', '=', c.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reporter_id: alice.user.id,
      reason: 'Odd messages',
      action: 'none',
      contact_email: aliceEmail,
    });
    expect((await send(app, alice, c, 'Still fine')).statusCode).toBe(201);
  });

  it('blocks only once when reported twice with block', async () => {
    const c = await createMember(app);
    for (let i = 0; i < 2; i += 1) {
      expect((await report(alice, { reporteeId: c.user.id, reason: 'Spam', actionOnReport: 'block' })).json()).toEqual({
        action: 'block',
        safetyCaseOpened: false,
      });
    }
    const blocks = await app.db.selectFrom('blocks').selectAll().where('blocked_id', '=', c.user.id).execute();
    expect(blocks).toHaveLength(1);
  });
});

describe('GET /api/user/unseen-messages/count', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/user/unseen-messages/count' })).statusCode).toBe(401);
  });

  it('counts what the member has received and not read', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    await send(app, a, b, 'One');
    await send(app, a, b, 'Two');
    await send(app, b, a, 'Back');
    expect((await app.inject({ url: '/api/user/unseen-messages/count', headers: b.auth })).json()).toEqual({
      count: 2,
    });
    expect((await app.inject({ url: '/api/user/unseen-messages/count', headers: a.auth })).json()).toEqual({
      count: 1,
    });
  });
});
