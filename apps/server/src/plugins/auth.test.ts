import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp } from '../test/build-test-app.js';
import { countQueries } from '../test/query-count.js';
import { createAdmin, createMember } from '../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, auth: { authorization: string }) => app.inject({ url, headers: auth });

/**
 * Checked tokens are held in memory (core/announced-cache.ts); these prove that every
 * change the token lookup depends on reaches the next request, made straight in the database as
 * any write path, job or operator would make it.
 */
describe('who is calling, from memory', () => {
  it('a repeated request skips the token lookup', async () => {
    const { auth } = await createMember(app);
    // A read of one statement that is not held itself (GET /api/user is: current-user.test.ts).
    const count = '/api/user/unseen-messages/count';
    const first = await countQueries(app, () => get(count, auth));
    const second = await countQueries(app, () => get(count, auth), { held: true });
    expect(first.result.statusCode).toBe(200);
    expect(second.result.statusCode).toBe(200);
    expect(second.queries).toBe(first.queries - 1);
  });

  it('a token deleted in the database is refused on the next request', async () => {
    const { token, auth } = await createMember(app);
    expect((await get('/api/user', auth)).statusCode).toBe(200);
    await app.db.deleteFrom('oidc_payloads').where('id', '=', token).execute();
    expect((await get('/api/user', auth)).statusCode).toBe(401);
  });

  it('a member no longer verified is refused on the next request, also when changed inside a transaction', async () => {
    const { user, auth } = await createMember(app);
    expect((await get('/api/user', auth)).statusCode).toBe(200);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ hcp_status: 'pending' }).where('id', '=', user.id).execute();
      await sql`select 1`.execute(trx);
    });
    expect((await get('/api/user', auth)).statusCode).toBe(401);
  });

  it('an administrator made a member loses the administration at once', async () => {
    const { user, auth } = await createAdmin(app);
    expect((await get('/api/admin/feedback', auth)).statusCode).toBe(200);
    await app.db.updateTable('users').set({ role: 'member' }).where('id', '=', user.id).execute();
    expect((await get('/api/admin/feedback', auth)).statusCode).toBe(403);
  });

  it('terms withdrawn in the database put the gate back on the next request', async () => {
    const { user, auth } = await createMember(app);
    expect((await get('/api/user', auth)).json().consentOutstanding).toEqual([]);
    await app.db.updateTable('users').set({ terms_version: null }).where('id', '=', user.id).execute();
    expect((await get('/api/user', auth)).json().consentOutstanding).toEqual(['terms']);
  });

  it('a verification that runs out while the token is held closes the gate at its end, without a lookup', async () => {
    const { user, auth } = await createMember(app);
    // Verified 24 months (the validity) less an hour ago: the end is an hour away.
    const verifiedAt = new Date();
    verifiedAt.setUTCMonth(verifiedAt.getUTCMonth() - 24);
    verifiedAt.setTime(verifiedAt.getTime() + 3_600_000);
    await app.db.updateTable('users').set({ hcp_verified_at: verifiedAt }).where('id', '=', user.id).execute();
    expect((await get('/api/information/news', auth)).statusCode).toBe(200);
    // Two hours on: the token (8 hours) is still held in memory, the verification has ended.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3_600_000 });
    const after = await countQueries(app, () => get('/api/information/news', auth), { held: true });
    expect(after.result.statusCode).toBe(403);
    expect(after.result.json()).toMatchObject({ errors: 'VERIFICATION_EXPIRED' });
    expect(after.queries).toBe(0);
  });

  it("a change to another member's account leaves this member's token in memory", async () => {
    const { auth } = await createMember(app);
    const other = await createMember(app);
    await get('/api/user', auth);
    await app.db.updateTable('users').set({ hcp_status: 'pending' }).where('id', '=', other.user.id).execute();
    const again = await countQueries(app, () => get('/api/user', auth), { held: true });
    const once = await countQueries(app, () => get('/api/user', auth), { held: true });
    expect(again.queries).toBe(once.queries);
  });
});
