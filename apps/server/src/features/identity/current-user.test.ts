import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { countQueries } from '../../test/query-count.js';
import { unannounced } from '../../test/unannounced.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

type Auth = { authorization: string };
const me = async (auth: Auth) => {
  const res = await app.inject({ url: '/api/user', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    organisation: string | null;
    unseenMsgCount: number;
    verification: { renewalPending: boolean };
  };
};

/**
 * Each member's own row is held (decision 0075); these prove that every change it reads reaches
 * the next GET /api/user, made through the API or straight in the database as any write path, job
 * or operator would make it (migration 0052).
 */
describe('GET /api/user, held', () => {
  it('answers a held member in no statement, and shows a change to their row on the next read', async () => {
    const { user, auth } = await createMember(app, { organisation: 'Old clinic' });
    const other = await createMember(app, { organisation: 'Their clinic' });
    const first = await me(auth);
    const held = await countQueries(app, () => me(auth), { held: true });
    expect(held.queries).toBe(0);
    expect(held.result).toEqual(first);

    // From memory: a change nobody announced does not show, so what follows tests the announcement.
    await unannounced(app.db, 'users', 'users_member_update', () =>
      app.db.updateTable('users').set({ organisation: 'Quiet clinic' }).where('id', '=', user.id).execute(),
    );
    expect((await me(auth)).organisation).toBe('Old clinic');

    await app.db.updateTable('users').set({ organisation: 'New clinic' }).where('id', '=', user.id).execute();
    expect((await me(auth)).organisation).toBe('New clinic');
    // Another member's held row is theirs alone.
    expect((await me(other.auth)).organisation).toBe('Their clinic');
  });

  it('counts a message as it arrives and again once the conversation is read', async () => {
    const reader = await createMember(app);
    const writer = await createMember(app);
    expect((await me(reader.auth)).unseenMsgCount).toBe(0);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: writer.auth,
      payload: { receiverId: reader.user.id, messageText: 'A question on augmentation' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await me(reader.auth)).unseenMsgCount).toBe(1);
    // The writer's own count is untouched by what they sent.
    expect((await me(writer.auth)).unseenMsgCount).toBe(0);

    const opened = await app.inject({ url: `/api/messages/${writer.user.id}`, headers: reader.auth });
    expect(opened.statusCode).toBe(200);
    expect((await me(reader.auth)).unseenMsgCount).toBe(0);

    // Held back by moderation in the database: no longer counted as waiting for the reader.
    await app.db
      .insertInto('messages')
      .values({ sender_id: writer.user.id, receiver_id: reader.user.id, text: 'Second' })
      .execute();
    expect((await me(reader.auth)).unseenMsgCount).toBe(1);
    await app.db
      .updateTable('messages')
      .set({ review_state: 'held' })
      .where('receiver_id', '=', reader.user.id)
      .where('seen_at', 'is', null)
      .execute();
    expect((await me(reader.auth)).unseenMsgCount).toBe(0);
  });

  it('shows a renewal of the HCP verification as pending once it is asked for, and not once it is decided', async () => {
    const { user, auth } = await createMember(app);
    expect((await me(auth)).verification.renewalPending).toBe(false);
    const [request] = await app.db
      .insertInto('hcp_verification_requests')
      .values({
        user_id: user.id,
        status: 'pending',
        method: 'review',
        evidence: JSON.stringify({}),
        reason: null,
        decided_by: null,
        decided_at: null,
        created_at: new Date(),
        updated_at: new Date(),
        renewal_requested_at: new Date(),
      })
      .returning('id')
      .execute();
    expect((await me(auth)).verification.renewalPending).toBe(true);
    await app.db
      .updateTable('hcp_verification_requests')
      .set({ status: 'approved', decided_at: new Date() })
      .where('id', '=', request!.id)
      .execute();
    expect((await me(auth)).verification.renewalPending).toBe(false);
  });
});
