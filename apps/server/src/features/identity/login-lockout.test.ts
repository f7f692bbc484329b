import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { createLoginUser, PASSWORD, postLogin } from '../../test/identity.js';
import { addressKey, LOGIN_LIMITS } from './identity-limits.js';
import { failureKey } from './login.repository.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

let ipSeq = 0;
/** Rate limits skip loopback under NODE_ENV=test; each test that counts uses its own address. */
const freshIp = () => `10.1.0.${++ipSeq}`;
const LOCKED = 'Too many failed attempts. Please wait a few minutes and try again.';

const failures = (email: string, ip: string) =>
  app.db.selectFrom('login_failures').selectAll().where('email_hash', '=', failureKey(email, ip));
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('failed sign-ins count per account and address together', () => {
  it('an attacker failing 10 times elsewhere does not stop the victim signing in', async () => {
    const victim = await createLoginUser(app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      await postLogin(app, { email: victim.email, password: `Wrong-${i}` }, { remoteAddress: attacker });
    }
    expect(
      (await postLogin(app, { email: victim.email, password: PASSWORD }, { remoteAddress: attacker })).statusCode,
    ).toBe(429);

    const res = await postLogin(app, { email: victim.email, password: PASSWORD }, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionToken).toEqual(expect.any(String));
  });

  it('the same address and account get a growing wait, told in Retry-After, known e-mail or not', async () => {
    const user = await createLoginUser(app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await postLogin(app, { email: user.email, password: `Wrong-${i}` }, { remoteAddress: ip })).json(),
      ).toEqual({
        errors: 'invalidCredentials',
        message: 'Credentials are invalid',
      });
    }
    const locked = await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ errors: 'tooManyRequests', message: LOCKED });
    expect(retryAfter(locked)).toBeGreaterThan(20);
    expect(retryAfter(locked)).toBeLessThanOrEqual(30);

    const ghostIp = freshIp();
    for (let i = 0; i < 5; i++) {
      await postLogin(app, { email: 'ghost@example.test', password: `W-${i}` }, { remoteAddress: ghostIp });
    }
    const ghost = await postLogin(app, { email: 'ghost@example.test', password: PASSWORD }, { remoteAddress: ghostIp });
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(locked.json());

    // Each further failure doubles the wait, up to 15 minutes.
    await app.db
      .updateTable('login_failures')
      .set({ failures: 12, locked_until: null })
      .where('email_hash', '=', failureKey(user.email, ip))
      .execute();
    await postLogin(app, { email: user.email, password: 'Wrong-again' }, { remoteAddress: ip });
    const capped = await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: ip });
    expect(retryAfter(capped)).toBeGreaterThan(14 * 60);
    expect(retryAfter(capped)).toBeLessThanOrEqual(15 * 60);

    // Once the wait is over the right password works and clears the count.
    await app.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email_hash', '=', failureKey(user.email, ip))
      .execute();
    expect((await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: ip })).statusCode).toBe(
      200,
    );
    expect(await failures(user.email, ip).executeTakeFirst()).toBeUndefined();
  });
});

describe('sign-in limits per address', () => {
  it('lets 30 colleagues behind one hospital address sign in', async () => {
    const ward = freshIp();
    const users = await Promise.all(Array.from({ length: 30 }, () => createLoginUser(app)));
    for (const user of users) {
      const res = await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: ward });
      expect(res.statusCode, user.email).toBe(200);
    }
  });

  it('stops one address hammering one account, with Retry-After', async () => {
    const ip = freshIp();
    const email = 'hammered@example.test';
    for (let i = 0; i < LOGIN_LIMITS.addressAndAccount.max; i++) {
      expect((await postLogin(app, { email, password: 'x' }, { remoteAddress: ip, altcha: null })).statusCode).toBe(
        400,
      );
    }
    const res = await postLogin(
      app,
      { email: 'HAMMERED@example.test', password: 'x' },
      { remoteAddress: ip, altcha: null },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: 'tooManyRequests',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(retryAfter(res)).toBeGreaterThan(0);
    // The same account from elsewhere is not affected.
    expect(
      (await postLogin(app, { email, password: 'x' }, { remoteAddress: freshIp(), altcha: null })).statusCode,
    ).toBe(400);
  });

  it('stops one address trying very many accounts, with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      const res = await postLogin(
        app,
        { email: `spray${i}@example.test`, password: 'x' },
        { remoteAddress: ip, altcha: null },
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await postLogin(
      app,
      { email: 'spray-last@example.test', password: 'x' },
      { remoteAddress: ip, altcha: null },
    );
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(0);
  });
});

describe('addresses as the limits count them', () => {
  it('counts an IPv6 caller by its /64, and IPv4 as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps the wait for another address in the same IPv6 /64', async () => {
    const user = await createLoginUser(app);
    for (let i = 0; i < 5; i++) {
      await postLogin(app, { email: user.email, password: `Wrong-${i}` }, { remoteAddress: `2001:db8:7:7::${i + 1}` });
    }
    const res = await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: '2001:db8:7:7::99' });
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(0);
    const other = await postLogin(app, { email: user.email, password: PASSWORD }, { remoteAddress: '2001:db8:7:8::1' });
    expect(other.statusCode).toBe(200);
  });
});
