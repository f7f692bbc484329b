import { countQueries } from '../../test/query-count.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Conversation } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { send, type TestMember } from '../../test/messaging.js';
import { unannounced } from '../../test/unannounced.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const get = (who: TestMember, url: string) => app.inject({ url, headers: who.auth });

describe('GET /api/messages', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/messages' })).statusCode).toBe(401);
  });

  it('lists my conversations 3 per page, newest first, with the other member and unseen counts', async () => {
    const me = await createMember(app);
    const others: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) others.push(await createMember(app, { firstName: `Peer${i}` }));
    // Conversation with Peer0 gets two incoming messages; Peer3's conversation is the newest.
    await send(app, others[0]!, me, 'first from peer0');
    await send(app, others[1]!, me, 'from peer1');
    await send(app, me, others[2]!, 'to peer2');
    await send(app, others[0]!, me, 'second from peer0');
    await send(app, others[3]!, me, 'from peer3');

    const { result: res, queries } = await countQueries(app, () => get(me, '/api/messages'));
    expect(queries).toBeLessThanOrEqual(3);
    const body = res.json();
    expect(body.totalCount).toBe(4);
    expect(body.data.map((c: { recipient: { firstName: string } }) => c.recipient.firstName)).toEqual([
      'Peer3',
      'Peer0',
      'Peer2',
    ]);
    expect(body.data[1]).toMatchObject({
      unseenCount: 2,
      lastMessage: { messageText: 'second from peer0', senderId: others[0]!.user.id },
    });
    expect(body.data[2]).toMatchObject({
      unseenCount: 0,
      lastMessage: { messageText: 'to peer2', senderId: me.user.id },
    });
    expect(body.data[0].recipient).not.toHaveProperty('email');

    const page2 = (await get(me, '/api/messages?page=2')).json();
    expect(page2).toMatchObject({ totalCount: 4, data: [{ recipient: { firstName: 'Peer1' } }] });
    expect((await get(me, '/api/messages?page=9')).json()).toEqual({ totalCount: 4, data: [] });
  });

  it('shows an empty list to a member without messages', async () => {
    expect((await get(await createMember(app), '/api/messages')).json()).toEqual({ data: [], totalCount: 0 });
  });
});

describe('GET /api/messages/:recipientId', () => {
  let a: TestMember;
  let b: TestMember;
  beforeAll(async () => {
    a = await createMember(app, { firstName: 'Ann' });
    b = await createMember(app, { firstName: 'Ben' });
    for (let i = 1; i <= 7; i += 1) await send(app, i % 2 ? a : b, i % 2 ? b : a, `message ${i}`);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: `/api/messages/${b.user.id}` })).statusCode).toBe(401);
  });

  it('never shows a member a conversation they are not part of', async () => {
    const c = await createMember(app);
    // C can only ever read C↔A or C↔B, which are empty: A↔B stays hidden.
    for (const other of [a, b]) {
      const body = (await get(c, `/api/messages/${other.user.id}`)).json();
      expect(body).toMatchObject({ data: [], totalCount: 0 });
    }
    const unseenForB = await app.db
      .selectFrom('messages')
      .where('receiver_id', '=', b.user.id)
      .where('seen_at', 'is', null)
      .select('id')
      .execute();
    expect(unseenForB.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown member or oneself', async () => {
    expect((await get(a, '/api/messages/999999')).statusCode).toBe(404);
    expect((await get(a, `/api/messages/${a.user.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for accounts members may not see: opted out, unverified, pending or rejected', async () => {
    const reader = await createMember(app);
    const hidden: Record<string, TestMember> = {};
    for (const [label, change] of [
      ['opted out', { opted_out: true }],
      ['unverified', { hcp_status: 'none' }],
      ['pending', { hcp_status: 'pending' }],
      ['rejected', { hcp_status: 'rejected' }],
    ] as const) {
      const member = await createMember(app, { firstName: `Hidden ${label}` });
      await send(app, member, reader, `hello from ${label}`); // a conversation existed before
      await app.db.updateTable('users').set(change).where('id', '=', member.user.id).execute();
      hidden[label] = member;
    }
    for (const member of Object.values(hidden)) {
      const res = await get(reader, `/api/messages/${member.user.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(member.user.first_name);
    }
    const list = (await get(reader, '/api/messages?page=1')).json();
    expect(list.totalCount).toBe(0);
    expect(JSON.stringify(list)).not.toContain('Hidden');
  });

  it('never tells whether the other member is an admin', async () => {
    const res = await get(a, `/api/messages/${b.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipient).not.toHaveProperty('isAdmin');
    expect(res.json().data[0]?.sender).not.toHaveProperty('isAdmin');
  });

  it('pages by 3 from the newest, oldest first within a page', async () => {
    const text = (r: { json(): { data: { messageText: string }[] } }) => r.json().data.map((m) => m.messageText);
    const page1 = await get(a, `/api/messages/${b.user.id}`);
    expect(page1.json()).toMatchObject({
      totalCount: 7,
      senderBlock: false,
      receiverBlock: false,
      recipient: { firstName: 'Ben' },
    });
    expect(text(page1)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(text(await get(a, `/api/messages/${b.user.id}?page=2`))).toEqual(['message 2', 'message 3', 'message 4']);
    expect(text(await get(a, `/api/messages/${b.user.id}?page=3`))).toEqual(['message 1']);
    expect(page1.json().data[2].sender).toMatchObject({ id: a.user.id, firstName: 'Ann' });
  });

  it('marks what the reader received as seen, within 3 queries', async () => {
    const count = async (who: TestMember) => (await get(who, '/api/user/unseen-messages/count')).json().count;
    expect(await count(b)).toBe(4);
    const { queries } = await countQueries(app, () => get(b, `/api/messages/${a.user.id}`));
    expect(queries).toBeLessThanOrEqual(3);
    expect(await count(b)).toBe(0);
    // Only the reader's side is marked: B's messages to A stay unseen until A reads again.
    await send(app, b, a, 'after reading');
    expect(await count(a)).toBe(1);
    expect(await count(b)).toBe(0);
    const list = (await get(b, '/api/messages')).json();
    expect(list.data[0]).toMatchObject({ unseenCount: 0 });
  });

  it('reports blocks in both directions', async () => {
    const x = await createMember(app);
    const y = await createMember(app);
    await send(app, x, y, 'hello');
    await app.inject({
      method: 'POST',
      url: '/api/messages/report',
      headers: x.auth,
      payload: { reporteeId: y.user.id, reason: 'Spam', actionOnReport: 'block' },
    });
    expect((await get(x, `/api/messages/${y.user.id}`)).json()).toMatchObject({
      senderBlock: true,
      receiverBlock: false,
    });
    expect((await get(y, `/api/messages/${x.user.id}`)).json()).toMatchObject({
      senderBlock: false,
      receiverBlock: true,
    });
  });

  it("holds the newest page for each reader until the pair's messages, blocks or names change", async () => {
    const pia = await createMember(app, { firstName: 'Pia' });
    const quinn = await createMember(app, { firstName: 'Quinn' });
    const page = async (who: TestMember, other: TestMember) => {
      const res = await get(who, `/api/messages/${other.user.id}`);
      expect(res.statusCode).toBe(200);
      return res.json() as Conversation;
    };
    const texts = (body: Conversation) => body.data.map((m) => m.messageText);
    await send(app, pia, quinn, 'first');
    expect(texts(await page(pia, quinn))).toEqual(['first']);
    const held = await countQueries(app, () => page(pia, quinn), { held: true });
    expect(held.queries).toBeLessThanOrEqual(3);

    // A message written while messages announce nothing: Pia's held page does not show it.
    await unannounced(app.db, 'messages', 'messages_message_insert', () =>
      app.db
        .insertInto('messages')
        .values({ sender_id: quinn.user.id, receiver_id: pia.user.id, text: 'quietly' })
        .execute(),
    );
    expect(texts(await page(pia, quinn))).toEqual(['first']);

    // Quinn's read is his own (not Pia's page) and marks 'first' seen, which Pia sees at once.
    expect(texts(await page(quinn, pia))).toEqual(['first', 'quietly']);
    expect((await page(pia, quinn)).data.map((m) => [m.messageText, m.seen])).toEqual([
      ['first', true],
      ['quietly', false],
    ]);
    await send(app, quinn, pia, 'a reply');
    expect(texts(await page(pia, quinn))).toEqual(['first', 'quietly', 'a reply']);
    expect(texts(await page(pia, quinn))).toEqual(['first', 'quietly', 'a reply']);

    // A message of Pia's held for review: hers alone, on top of the page she has held.
    const mine = (await send(app, pia, quinn, 'awaiting review')).json() as { id: number };
    await app.db.updateTable('messages').set({ review_state: 'held' }).where('id', '=', mine.id).execute();
    expect((await page(pia, quinn)).data.at(-1)).toMatchObject({
      messageText: 'awaiting review',
      review: { state: 'held' },
    });
    expect(texts(await page(quinn, pia))).not.toContain('awaiting review');

    // Quinn renamed, then blocked, then hidden from members: each shows on Pia's next read.
    await app.db.updateTable('users').set({ first_name: 'Quincy' }).where('id', '=', quinn.user.id).execute();
    expect((await page(pia, quinn)).recipient.firstName).toBe('Quincy');
    await app.inject({
      method: 'POST',
      url: '/api/messages/report',
      headers: pia.auth,
      payload: { reporteeId: quinn.user.id, reason: 'Spam', actionOnReport: 'block' },
    });
    expect(await page(pia, quinn)).toMatchObject({ senderBlock: true, receiverBlock: false });
    await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', quinn.user.id).execute();
    expect((await get(pia, `/api/messages/${quinn.user.id}`)).statusCode).toBe(404);
  });

  it('pages through a long conversation written within one millisecond, each message exactly once', async () => {
    const ida = await createMember(app, { firstName: 'Ida' });
    const jon = await createMember(app, { firstName: 'Jon' });
    // Past the first kept position (every 200th message): deep pages seek from a kept key. Two
    // messages share each microsecond, so the id breaks ties too.
    const count = 430;
    await sql`
      insert into messages (sender_id, receiver_id, text, created_at)
      select case when i % 2 = 0 then ${ida.user.id}::int else ${jon.user.id}::int end,
             case when i % 2 = 0 then ${jon.user.id}::int else ${ida.user.id}::int end,
             'burst ' || i, timestamptz '2026-03-01 10:00:00.000' + (i / 2) * interval '1 microsecond'
      from generate_series(1, ${count}) i`.execute(app.db);
    const seen: string[] = [];
    let totalCount = 0;
    for (let page = 1; ; page += 1) {
      const body = (await get(ida, `/api/messages/${jon.user.id}?page=${page}`)).json() as Conversation;
      totalCount = body.totalCount;
      if (body.data.length === 0) break;
      // Within a page the oldest comes first: read newest first across pages, as a member scrolls up.
      seen.push(...body.data.map((m) => m.messageText).reverse());
    }
    expect(totalCount).toBe(count);
    expect(seen).toEqual(Array.from({ length: count }, (_, k) => `burst ${count - k}`));
  });

  it('validates the id and the page', async () => {
    expect((await get(a, '/api/messages/abc')).statusCode).toBe(400);
    expect((await get(a, `/api/messages/${b.user.id}?page=0`)).statusCode).toBe(400);
  });
});
