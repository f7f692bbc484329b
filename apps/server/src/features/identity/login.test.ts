import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { hashToken } from '../../lib/tokens.js';
import { updateUserByEmail } from '../users/users.repository.js';
import { createLoginUser, PASSWORD, postLogin, solveAltcha } from './identity.test-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

let ipSeq = 0;
/** Rate limits skip loopback under NODE_ENV=test; each test that counts uses its own address. */
const freshIp = () => `10.1.0.${++ipSeq}`;

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

  it('allows 10 attempts a minute per address, then answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await postLogin(
        app,
        { email: `ip${i}@example.test`, password: 'x' },
        { remoteAddress: ip, altcha: null },
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await postLogin(
      app,
      { email: 'ip-last@example.test', password: 'x' },
      { remoteAddress: ip, altcha: null },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: 'tooManyRequests',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 10 attempts a minute per e-mail from any address, then answers 429', async () => {
    for (let i = 0; i < 10; i++) {
      await postLogin(app, { email: 'target@example.test', password: 'x' }, { remoteAddress: freshIp(), altcha: null });
    }
    const res = await postLogin(
      app,
      { email: 'TARGET@example.test', password: 'x' },
      { remoteAddress: freshIp(), altcha: null },
    );
    expect(res.statusCode).toBe(429);
  });

  it('locks an account after 5 wrong passwords, even against the right one, and unknown e-mails alike', async () => {
    const user = await createLoginUser(app);
    for (let i = 0; i < 5; i++) {
      expect((await postLogin(app, { email: user.email, password: `Wrong-${i}` })).json().errors).toBe(
        'invalidCredentials',
      );
    }
    const locked = await postLogin(app, { email: user.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toBe('tooManyRequests');

    for (let i = 0; i < 5; i++) await postLogin(app, { email: 'ghost@example.test', password: `Wrong-${i}` });
    const ghost = await postLogin(app, { email: 'ghost@example.test', password: PASSWORD });
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(locked.json());

    // The wait grows with each further failure, up to 15 minutes.
    const row = await app.db
      .selectFrom('login_failures')
      .selectAll()
      .where('email_hash', '=', hashToken(user.email))
      .executeTakeFirstOrThrow();
    const wait = new Date(row.locked_until!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    await app.db
      .updateTable('login_failures')
      .set({ failures: 12, locked_until: null })
      .where('email_hash', '=', row.email_hash)
      .execute();
    await postLogin(app, { email: user.email, password: 'Wrong-again' });
    const capped = await app.db
      .selectFrom('login_failures')
      .select('locked_until')
      .where('email_hash', '=', row.email_hash)
      .executeTakeFirstOrThrow();
    expect(new Date(capped.locked_until!).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(new Date(capped.locked_until!).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // Once the wait is over the right password works and clears the count.
    await app.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email_hash', '=', row.email_hash)
      .execute();
    expect((await postLogin(app, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('login_failures').selectAll().where('email_hash', '=', row.email_hash).executeTakeFirst(),
    ).toBeUndefined();
  });
});
