import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.js';
import { HOST } from '../../test/identity.js';
import { SIGN_IN_LIMITS } from './identity-limits.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

let ipSeq = 0;
/** Loopback is exempt from limits under NODE_ENV=test; each test counts from its own address. */
const freshIp = () => `198.51.100.${++ipSeq}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const VERIFIER = 'v'.repeat(43);

const directToken = (remoteAddress: string, url = '/oidc/token') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ grant_type: 'authorization_code', client_id: 'web', code: 'guess', code_verifier: VERIFIER }),
  });

const expectLimited = (res: Awaited<ReturnType<typeof directToken>>) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ errors: 'tooManyRequests' });
};

/** The provider's endpoints are a second door to what /api/user/* limits: the same limits apply. */
describe('limits on the OpenID Provider endpoints', () => {
  it('answers the 21st direct POST /oidc/token within a minute with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.token.max; i++) {
      expect((await directToken(ip)).statusCode, `attempt ${i + 1}`).toBe(400);
    }
    expectLimited(await directToken(ip));
    // The provider's router ignores case, dot segments and a trailing slash; so does the limit.
    for (const url of ['/oidc/TOKEN', '/oidc/token/', '/oidc/./token']) expectLimited(await directToken(ip, url));
    // Another address is not affected.
    expect((await directToken(freshIp())).statusCode).toBe(400);
  });

  it('counts /api/user/token and /oidc/token against one budget per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.token.max - 1; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/token',
        remoteAddress: ip,
        headers: { host: HOST },
        payload: { code: 'guess', code_verifier: VERIFIER },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await directToken(ip)).statusCode).toBe(400);
    expectLimited(await directToken(ip));
  });

  it('limits direct revocation like /api/user/revoke-access-token', async () => {
    const ip = freshIp();
    const revoke = () =>
      app.inject({
        method: 'POST',
        url: '/oidc/token/revocation',
        remoteAddress: ip,
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ client_id: 'web', token: 'nothing' }),
      });
    for (let i = 0; i < SIGN_IN_LIMITS.revoke.max; i++) expect((await revoke()).statusCode).toBe(200);
    expectLimited(await revoke());
  });

  it('limits the authorization and interaction endpoints per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.authorize.max; i++) {
      const url = i % 2 ? '/oidc/interaction/unknown-uid' : '/oidc/auth?client_id=web';
      expect((await app.inject({ url, remoteAddress: ip, headers: { host: HOST } })).statusCode).toBe(400);
    }
    expectLimited(await app.inject({ url: '/oidc/auth?client_id=web', remoteAddress: ip, headers: { host: HOST } }));
    expectLimited(await app.inject({ url: '/oidc/interaction/x', remoteAddress: ip, headers: { host: HOST } }));
  });
});

describe('the API calling the provider in-process', () => {
  let dev: FastifyInstance;
  beforeAll(async () => {
    // Outside NODE_ENV=test loopback is counted like any address, as in production.
    dev = await buildTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => dev?.close());

  it('is not counted as one shared loopback caller', async () => {
    for (let i = 0; i <= SIGN_IN_LIMITS.token.max + 2; i++) {
      const res = await dev.inject({
        method: 'POST',
        url: '/api/user/token',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: { host: HOST },
        payload: { code: 'guess', code_verifier: VERIFIER },
      });
      expect(res.json().errors, `exchange ${i + 1}`).toBe('invalid_grant');
    }
  });
});
