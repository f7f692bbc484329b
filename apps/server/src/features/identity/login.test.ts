import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { hashToken } from '../../lib/tokens.js';
import { updateUserByEmail } from '../../core/users/users.repository.js';
import { createLoginUser, PASSWORD, postLogin, solveAltcha } from '../../test/identity.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/auth/altcha', () => {
  it('serves a signed, uncached challenge that expires', async () => {
    const res = await app.inject({ url: '/api/auth/altcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), signature: expect.any(String) });
    expect(body.salt).toMatch(/expires=\d+/);
  });
});

describe('POST /api/auth/login', () => {
  it('validates the form with the spec messages', async () => {
    const res = await postLogin(app, { email: 'not-an-email', password: '' }, { altcha: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: 'Invalid Email Format', password: 'Password is Required' });
  });

  it('requires a solved ALTCHA, and a solution works once only', async () => {
    const user = await createLoginUser(app);
    expect((await postLogin(app, { email: user.email, password: PASSWORD }, { altcha: null })).json()).toMatchObject({
      errors: 'captchaRequired',
    });
    expect(
      (await postLogin(app, { email: user.email, password: PASSWORD }, { altcha: 'bm9wZQ==' })).json(),
    ).toMatchObject({ errors: 'captchaInvalid' });
    const altcha = await solveAltcha(app);
    expect((await postLogin(app, { email: user.email, password: PASSWORD }, { altcha })).statusCode).toBe(200);
    const replay = await postLogin(app, { email: user.email, password: PASSWORD }, { altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toBe('captchaInvalid');
  });

  it('answers userDoesNotExist for an unknown e-mail', async () => {
    const res = await postLogin(app, { email: 'nobody@example.test', password: PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: 'userDoesNotExist', message: 'User does not exist' });
  });

  it('answers invalidCredentials for a wrong password', async () => {
    const user = await createLoginUser(app);
    const res = await postLogin(app, { email: user.email, password: 'Wrong-Password-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'invalidCredentials', message: 'Credentials are invalid' });
  });

  it('tells the account state only to someone with the right password', async () => {
    const pending = await createLoginUser(app, { verified: false });
    expect((await postLogin(app, { email: pending.email, password: PASSWORD })).json()).toMatchObject({
      errors: 'emailNotVerified',
    });

    await updateUserByEmail(app.db, pending.email, { email_verified_at: new Date(), hcp_status: 'pending' });
    const waiting = await postLogin(app, { email: pending.email, password: PASSWORD });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({
      errors: 'userNotVerifiedByProvider',
      message: 'Account is not yet verified by the provider',
    });
    expect((await postLogin(app, { email: pending.email, password: 'Wrong-Password-1' })).json().errors).toBe(
      'invalidCredentials',
    );

    await updateUserByEmail(app.db, pending.email, { hcp_status: 'rejected' });
    const rejected = await postLogin(app, { email: pending.email, password: PASSWORD });
    expect(rejected.json()).toEqual({ errors: 'userDoesNotExistOnHcpCommunity', message: 'User does not exist' });
  });

  it('returns a random single-use session token stored only as its hash', async () => {
    const user = await createLoginUser(app, { email: 'Mixed.Case@Example.test' });
    const res = await postLogin(app, { email: ' mixed.case@example.test ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { sessionToken } = res.json();
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const rows = await app.db.selectFrom('login_session_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(sessionToken));
    const ttl = new Date(rows[0]!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});
