import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createMember } from '../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers of the JSON API's short set, and of the pages' set. */
function expectApiSet(res: InjectResponse, what: string) {
  expect(res.headers['x-request-id'], what).toMatch(UUID);
  expect(res.headers['content-security-policy'], what).toBe(API_CSP);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
}
function expectPageSet(res: InjectResponse, what: string) {
  expect(res.headers['x-request-id'], what).toMatch(UUID);
  expect(res.headers['content-security-policy'], what).toContain("script-src 'self'");
  expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
}

describe('the headers every answer carries', () => {
  it('gives JSON answers, errors included, their request id and the short API set', async () => {
    const member = await createMember(app);
    const answers = {
      health: await app.inject({ url: '/api/health' }),
      'a member read': await app.inject({ url: '/api/user', headers: member.auth }),
      'an unknown endpoint (404)': await app.inject({ url: '/api/nothing-here' }),
      'no token (401)': await app.inject({ url: '/api/user' }),
      'malformed JSON (400)': await app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      }),
      'a body too large (413)': await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
      }),
    };
    expect(answers['a member read'].statusCode).toBe(200);
    expect(answers['a body too large (413)'].statusCode).toBe(413);
    for (const [what, res] of Object.entries(answers)) expectApiSet(res, what);
  });

  it("gives pages, members' files and the OpenID Provider's own answers the page set", async () => {
    const answers = {
      'the app shell': await app.inject({ url: '/community' }),
      "a member's file": await app.inject({ url: '/api/media/public/none.pdf' }),
      'the provider (it writes its answers itself)': await app.inject({
        url: '/oidc/.well-known/openid-configuration',
      }),
    };
    expect(answers['the provider (it writes its answers itself)'].json()).toHaveProperty('issuer');
    for (const [what, res] of Object.entries(answers)) expectPageSet(res, what);
  });

  it('gives each answer its own request id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.inject({ url: '/api/health' })).headers['x-request-id']),
    );
    expect(new Set(ids).size).toBe(3);
  });
});
