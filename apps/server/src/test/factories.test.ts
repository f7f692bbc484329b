import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';
import { createAdmin, createMember } from './factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    setup: (a) => {
      a.get('/api/test/me', { onRequest: a.authenticate }, async (req) => req.member);
    },
  });
});
afterAll(() => app?.close());

describe('authentication hooks', () => {
  it('answers 401 without, or with an unknown, token', async () => {
    expect((await app.inject({ url: '/api/test/me' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/test/me', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'unauthorized', message: 'Invalid access token. Please log back again' });
  });

  it('resolves a member token with the member’s role', async () => {
    const m = await createMember(app);
    expect((await app.inject({ url: '/api/test/me', headers: m.auth })).json()).toEqual({
      id: m.user.id,
      role: 'member',
      isAdmin: false,
      secondFactor: false,
      gates: { consent: [], verificationExpired: false },
      sanctions: { silenced: null, suspended: null },
    });
    const a = await createAdmin(app);
    expect((await app.inject({ url: '/api/test/me', headers: a.auth })).json()).toEqual({
      id: a.user.id,
      role: 'admin',
      isAdmin: true,
      secondFactor: true,
      gates: { consent: [], verificationExpired: false },
      sanctions: { silenced: null, suspended: null },
    });
  });

  it('refuses an expired token', async () => {
    const m = await createMember(app);
    await app.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', m.token)
      .execute();
    expect((await app.inject({ url: '/api/test/me', headers: m.auth })).statusCode).toBe(401);
  });
});
