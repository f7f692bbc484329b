import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CommonErrorCodes, CONTROL_CHARACTERS_MESSAGE } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { CALLBACK, HOST, solveAltcha } from '../../test/identity.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

const NUL = 'a\u0000b';
const VERIFIER = 'v'.repeat(43);

/** A NUL used to reach PostgreSQL, which refuses it in text, and came back as a 500. */
describe('control characters in request text', () => {
  it.each([
    ['revoke-access-token', '/api/user/revoke-access-token', { token: NUL }, 'token'],
    ['token exchange', '/api/user/token', { code: NUL, code_verifier: VERIFIER }, 'code'],
  ])('%s without signing in answers 400 naming the field', async (_name, url, payload, field) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: CommonErrorCodes.validation,
      message: CONTROL_CHARACTERS_MESSAGE,
      fields: { [field]: CONTROL_CHARACTERS_MESSAGE },
    });
  });

  it('refuses them in a recovery token and in a query string too', async () => {
    const verify = await app.inject({
      method: 'POST',
      url: '/api/user/verifyUser',
      payload: { recoveryToken: NUL },
      headers: { 'x-altcha': await solveAltcha(app) },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().fields).toEqual({ recoveryToken: CONTROL_CHARACTERS_MESSAGE });

    const doccheck = await app.inject({ url: '/api/auth/doccheck/return?code=a%00b&state=s' });
    expect(doccheck.statusCode).toBe(400);
    expect(doccheck.json().message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it("reaches the provider's own endpoints as an unknown client or code, not a 500", async () => {
    const auth = await app.inject({ url: '/oidc/auth?client_id=a%00b&response_type=code&scope=openid' });
    expect(auth.statusCode).toBe(400);
    const token = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'web',
        code: NUL,
        code_verifier: VERIFIER,
        redirect_uri: CALLBACK,
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toBe('invalid_grant');
  });

  it('still accepts an ordinary token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/revoke-access-token', payload: { token: 'ab' } });
    expect(res.statusCode).toBe(204);
  });
});
