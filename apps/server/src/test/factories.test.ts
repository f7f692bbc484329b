import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';
import { createAdmin, createMember } from './factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    setup: (a) => {
      a.get('/api/test/me', { preHandler: a.authenticate }, async (req) => req.member);
      a.get('/api/test/admin', { preHandler: a.requireAdmin }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => app.close());

describe('authentication hooks', () => {
  it('answers 401 without, or with an unknown, token', async () => {
    expect((await app.inject({ url: '/api/test/me' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/test/me', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'unauthorized', message: 'Invalid access token. Please log back again' });
  });

  it('resolves a member token and refuses admin routes to members', async () => {
    const m = await createMember(app);
    expect((await app.inject({ url: '/api/test/me', headers: m.auth })).json()).toEqual({
      id: m.user.id,
      isAdmin: false,
    });
    expect((await app.inject({ url: '/api/test/admin', headers: m.auth })).statusCode).toBe(403);
    const a = await createAdmin(app);
    expect((await app.inject({ url: '/api/test/admin', headers: a.auth })).json()).toEqual({ ok: true });
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
