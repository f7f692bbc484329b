import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '@aatd/contract';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { DeploymentSchema } from '../../config/deployment.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { countQueries } from '../../test/query-count.js';
import { createTestDatabase } from '../../test/test-database.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ deployment: { siteName: 'Test Community', supportEmail: 'help@test.example' } });
});
afterAll(() => app?.close());

describe('GET /api/health', () => {
  it('reports the database it uses', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('writes its answer as JSON.stringify would write the schema-checked answer, every field included', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.body).toBe(JSON.stringify(HealthSchema.parse(res.json())));
    expect(Object.keys(res.json())).toEqual(Object.keys(HealthSchema.shape));
  });

  it('answers polls arriving together with one database ping', async () => {
    await new Promise((r) => setTimeout(r, 1100)); // past the last test's ping
    const { result, queries } = await countQueries(app, () =>
      Promise.all([1, 2, 3, 4, 5].map(() => app.inject({ url: '/api/health' }))),
    );
    expect(result.map((r) => r.json().status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(queries).toBe(1);
  });

  it('reports degraded, not ok, when the database does not answer', async () => {
    const db = await createTestDatabase();
    const lonely = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      deployment: DeploymentSchema.parse({}),
      database: db,
      logger: false,
    });
    await lonely.ready();
    await db.close();
    const res = await lonely.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('degraded');
  });

  it('sends pages a strict Content-Security-Policy without inline script', async () => {
    const res = await app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends JSON answers the short API set: nothing may run in them, frame them or sniff them', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("keeps the page set on members' files, which may open as documents (a PDF)", async () => {
    const res = await app.inject({ url: '/api/media/public/none.pdf' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('GET /api/site', () => {
  it('returns the configured wording and never the brand list', async () => {
    const body = (await app.inject({ url: '/api/site' })).json();
    expect(body).toMatchObject({ siteName: 'Test Community', supportEmail: 'help@test.example' });
    expect(body.registrationCountries).toEqual(['DE', 'US']);
    expect(body.profileRegions).toEqual(['BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE']);
    expect(body.allowedCountries).toEqual(['DE', 'US', 'BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE']);
    expect(body).not.toHaveProperty('brandNames');
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: 'notFound', message: 'No such endpoint.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: 'malformedJson', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversize body with 413', async () => {
    const payload = JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toBe('payloadTooLarge');
  });

  it('compresses an answer above the threshold as the browser accepts', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site']));
  });
});

describe('single-page app', () => {
  let spa: FastifyInstance;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    spa = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      deployment: DeploymentSchema.parse({}),
      database: await createTestDatabase(),
      logger: false,
      webDist: dist,
    });
  });
  afterAll(() => spa?.close());

  it('falls back to index.html for client routes', async () => {
    const res = await spa.inject({ url: '/community/news/clinicalnews' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>spa</title>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await spa.inject({ url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
