import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin } from '../../test/factories.js';

describe('probes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/health/live answers without asking the database', async () => {
    const res = await app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('GET /api/health/ready reports each dependency', async () => {
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checks.database).toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
    expect(body.checks.mailOutbox).toEqual({
      status: 'ok',
      pending: 0,
      failing: 0,
      oldestPendingSeconds: 0,
      overdueSeconds: 0,
    });
    expect(body.checks.disk.freeBytes).toBeGreaterThan(0);
    // No Redis is configured, so it is not a check; a test app runs no background jobs.
    expect(body.checks.redis).toBeUndefined();
    // Files on the local disk: the disk check covers them.
    expect(body.checks.storage).toBeUndefined();
    expect(body.checks.jobs).toEqual({ status: 'ok', running: 0, maxLagSeconds: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still answers GET /api/health as before', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /api/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves Prometheus text to this machine, by route pattern, with pool, cache, outbox and Node figures', async () => {
    const admin = await createAdmin(app);
    await app.inject({ url: '/api/admin/members/987654', headers: admin.auth });
    await app.inject({ url: '/api/admin/members/987655', headers: admin.auth });
    const res = await app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    // Both lookups count under the pattern, not under each URL.
    expect(text).toContain(
      'aatd_http_request_duration_seconds_count{method="GET",route="/api/admin/members/:id",status="404"} 2',
    );
    expect(text).not.toContain('987654');
    // The second lookup found the admin's token in memory.
    expect(text).toMatch(/aatd_cache_hits_total\{cache="access-tokens"\} [1-9]/);
    expect(text).toMatch(/aatd_cache_misses_total\{cache="access-tokens"\} [1-9]/);
    expect(text).toContain('aatd_mail_outbox{measure="pending"} 0');
    expect(text).toContain('aatd_db_pool_connections');
    expect(text).toContain('aatd_sse_connections 0');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('refuses callers elsewhere, and callers a proxy forwarded, without METRICS_TOKEN', async () => {
    const remote = await app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ errors: 'forbidden' });
    const forwarded = await app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
  });

  it('serves whoever sends METRICS_TOKEN, and no one else', async () => {
    const token = 'metrics-token-for-the-test-0123';
    const guarded = await buildTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const remoteAddress = '203.0.113.9';
      expect((await guarded.inject({ url: '/api/metrics', remoteAddress })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer not-the-token-at-all-000' };
      expect((await guarded.inject({ url: '/api/metrics', remoteAddress, headers: wrong })).statusCode).toBe(401);
      // Without it, being local is not enough.
      expect((await guarded.inject({ url: '/api/metrics' })).statusCode).toBe(401);
      const right = { authorization: `Bearer ${token}` };
      const res = await guarded.inject({ url: '/api/metrics', remoteAddress, headers: right });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('aatd_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
