import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/factories.js';
import { buildContentApp } from '../../test/content.js';
import { countQueries } from '../../test/query-count.js';
import { sitePath } from './sharing.service.js';
import { openStream, ticketFor } from '../../test/events.js';

let app: FastifyInstance;
let sender: Awaited<ReturnType<typeof createMember>>;
let receiver: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await buildContentApp();
  sender = await createMember(app, { firstName: 'Sara', lastName: 'Sender' });
  receiver = await createMember(app, { firstName: 'Rick', lastName: 'Receiver', email: 'rick.receiver@example.org' });
});
afterAll(async () => app?.close());

const share = (body: object, headers: Record<string, string> = sender.auth) =>
  app.inject({ method: 'POST', url: '/api/user/share', headers, payload: body });
const link = 'http://localhost:3103/community/news/clinicalnews/12';

describe('POST /api/user/share', () => {
  it('answers 401 without a token', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/share', payload: { resourceLink: link, receiverId: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('needs a receiverId', async () => {
    expect((await share({ resourceLink: link })).statusCode).toBe(400);
  });

  // The message, the receiver's notification, the e-mail notice and the transaction around them.
  it('creates a private message with the link, a notification and an e-mail notice, in at most 4 queries', async () => {
    const { result, queries } = await countQueries(app, () =>
      share({ resourceLink: link, receiverId: receiver.user.id, senderMessage: 'Worth a read' }),
    );
    expect(result.statusCode).toBe(201);
    expect(queries).toBeLessThanOrEqual(4);
    const { messageId } = result.json();
    const message = await app.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      sender_id: sender.user.id,
      receiver_id: receiver.user.id,
      text: 'Worth a read',
      resource_link: '/community/news/clinicalnews/12',
      seen_at: null,
    });
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'rick.receiver@example.org')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Sara Sender shared a page with you');
    expect(mail.text).toContain(`${app.env.publicUrl}/community/news/clinicalnews/12`);
    expect(mail.text).toContain('Worth a read');
  });

  it("updates the receiver's unseen badge live", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const stream = await openStream(base, await ticketFor(app, receiver));
    const { count } = await stream.next();
    await share({ resourceLink: link, receiverId: receiver.user.id });
    expect(await stream.next()).toEqual({ type: 'unseen', count: count + 1 });
    stream.close();
  });

  it('sends a default text when the message is empty', async () => {
    const res = await share({ resourceLink: '/community/education/cmemodules/3', receiverId: receiver.user.id });
    const message = await app.db
      .selectFrom('messages')
      .select(['text', 'resource_link'])
      .where('id', '=', res.json().messageId)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({
      text: 'I would like to share this page with you.',
      resource_link: '/community/education/cmemodules/3',
    });
  });

  it('refuses unknown, opted-out, unverified receivers and the sender themself as messaging does', async () => {
    const hidden = await createMember(app);
    await app.db.updateTable('users').set({ opted_out: true }).where('id', '=', hidden.user.id).execute();
    const pending = await createMember(app);
    await app.db.updateTable('users').set({ hcp_status: 'pending' }).where('id', '=', pending.user.id).execute();
    for (const receiverId of [999999, hidden.user.id, pending.user.id, sender.user.id]) {
      const res = await share({ resourceLink: link, receiverId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: 'invalidUserId', message: 'Invalid recepient' });
    }
    expect(
      await app.db.selectFrom('messages').select('id').where('receiver_id', '=', hidden.user.id).execute(),
    ).toEqual([]);
  });

  it('refuses when either member blocked the other', async () => {
    const blocker = await createMember(app);
    await app.db.insertInto('blocks').values({ blocker_id: blocker.user.id, blocked_id: sender.user.id }).execute();
    const res = await share({ resourceLink: link, receiverId: blocker.user.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBe('userBlocked');
    expect((await share({ resourceLink: link, receiverId: sender.user.id }, blocker.auth)).statusCode).toBe(403);
  });

  it('moderates the message and refuses links that are not pages', async () => {
    expect(
      (await share({ resourceLink: link, receiverId: receiver.user.id, senderMessage: 'This is shit' })).json(),
    ).toMatchObject({
      errors: 'profanityContent',
      message: 'Profanity in message is not allowed',
    });
    expect((await share({ resourceLink: 'javascript:alert(1)', receiverId: receiver.user.id })).json().errors).toBe(
      'invalidResourceLink',
    );
  });
});

describe('sitePath', () => {
  it('keeps only the path of this site', () => {
    expect(sitePath('https://evil.example/community/news/x/1?a=1')).toBe('/community/news/x/1?a=1');
    expect(sitePath('//evil.example/phish')).toBe('/phish');
    expect(() => sitePath('mailto:a@b.c')).toThrow();
  });
});
