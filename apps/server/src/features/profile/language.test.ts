import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const putLanguage = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/language', headers, payload: payload as object });

describe('PUT /api/user/language', () => {
  it('answers 401 without a token', async () => {
    expect((await putLanguage({}, { locale: 'de' })).statusCode).toBe(401);
  });

  it('refuses a language the site is not written in', async () => {
    const m = await createMember(app);
    const res = await putLanguage(m.auth, { locale: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBe('validationError');
  });

  it("keeps the member's language, which GET /api/user then names", async () => {
    const m = await createMember(app);
    expect((await app.inject({ url: '/api/user', headers: m.auth })).json().locale).toBeNull();
    const res = await putLanguage(m.auth, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'ar' });
    expect((await app.inject({ url: '/api/user', headers: m.auth })).json().locale).toBe('ar');
    expect((await app.inject({ url: '/api/user/profile', headers: m.auth })).json().data.locale).toBe('ar');
  });
});
