import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createLoginUser, postLogin, signInForTokens } from '../../test/identity.js';
import { endSessions } from './token-sessions.repository.js';
import { purgeExpiredIdentityRows } from './expired-identity-rows.repository.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

const status = async (token: string) =>
  (await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
const rowsOf = (userId: number) =>
  app.db.selectFrom('oidc_payloads').select(['type', 'id', 'grant_id']).where('account_id', '=', userId).execute();

describe('endSessions', () => {
  it('signs a member out everywhere but the given token, and leaves other members alone', async () => {
    const user = await createLoginUser(app);
    const other = await createLoginUser(app);
    const keep = await signInForTokens(app, user.email);
    const drop = await signInForTokens(app, user.email);
    const stranger = await signInForTokens(app, other.email);
    await postLogin(app, { email: user.email, password: 'Correct-Horse-9' }); // a pending one-time token
    expect((await rowsOf(user.id)).map((r) => r.type)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'AccessToken']),
    );

    await endSessions(app.db, user.id, { keepAccessToken: keep.access_token });
    expect(await status(keep.access_token)).toBe(200);
    expect(await status(drop.access_token)).toBe(401);
    expect(await status(stranger.access_token)).toBe(200);
    const left = await rowsOf(user.id);
    const kept = left.find((r) => r.id === keep.access_token)!;
    expect(left.filter((r) => r.type === 'AccessToken').map((r) => r.id)).toEqual([keep.access_token]);
    expect(left.filter((r) => r.type === 'Grant').map((r) => r.id)).toEqual([kept.grant_id]);
    expect(left.some((r) => r.type === 'Session')).toBe(false);
    expect(
      await app.db.selectFrom('login_session_tokens').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);

    await endSessions(app.db, user.id);
    expect(await status(keep.access_token)).toBe(401);
  });
});

describe('identity clean-up job', () => {
  it('removes expired rows only', async () => {
    const user = await createLoginUser(app);
    const live = await signInForTokens(app, user.email);
    await app.db
      .insertInto('altcha_spent')
      .values([
        { signature: 'old', expires_at: new Date(Date.now() - 1000) },
        { signature: 'new', expires_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    await app.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('type', '=', 'Session')
      .execute();
    await purgeExpiredIdentityRows(app.db);
    expect(await status(live.access_token)).toBe(200);
    const spent = (await app.db.selectFrom('altcha_spent').select('signature').execute()).map((r) => r.signature);
    expect(spent).toContain('new');
    expect(spent).not.toContain('old');
    expect(await app.db.selectFrom('oidc_payloads').select('id').where('type', '=', 'Session').execute()).toEqual([]);
  });
});
