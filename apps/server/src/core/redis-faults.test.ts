import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createMember } from '../test/factories.js';
import { freePort } from '../test/processes.js';
import { MEMBER_WRITE_LIMITS } from './rate-limits.js';

/** redis-server on PATH (CI installs it beside the shared Redis); the test is skipped without it. */
const REDIS_SERVER = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'redis-server'))
  .find((file) => existsSync(file));

/** Polls `check` until it holds; fails with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A Redis of this test's own (the shared one is never stopped), without persistence. */
function startRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

const stopRedis = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });

describe.skipIf(!REDIS_SERVER)('Redis faults', () => {
  let app: FastifyInstance;
  let redis: ChildProcess;
  let port: number;
  // Not loopback: tests exempt loopback callers from every limit.
  const remoteAddress = '203.0.113.50';
  const max = MEMBER_WRITE_LIMITS.feedback.max;

  beforeAll(async () => {
    port = await freePort();
    redis = startRedis(port);
    app = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    await until('Redis to answer', async () => app.redisBreaker!.healthy);
  });
  afterAll(async () => {
    await app?.close();
    if (redis) await stopRedis(redis);
  });

  const redisCheck = async () => (await app.inject({ url: '/api/health/ready' })).json().checks.redis.status as string;

  /** A new member sends one more feedback than the hourly limit allows: answers, in order. */
  async function overTheLimit(): Promise<number[]> {
    const { auth } = await createMember(app);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/feedback',
        headers: auth,
        payload: { feedbackText: `note ${i}` },
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }
  const expected = [...Array<number>(max).fill(201), 429];

  it('applies the limits through Redis while it answers', async () => {
    expect(await overTheLimit()).toEqual(expected);
    expect(await redisCheck()).toBe('ok');
  });

  it('keeps applying them per instance, without waiting on Redis, while Redis is down', async () => {
    await stopRedis(redis);
    await until('readiness to say Redis is degraded', async () => (await redisCheck()) === 'degraded');
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { database: { status: 'ok' } } });

    const started = performance.now();
    expect(await overTheLimit()).toEqual(expected);
    // Each call used to wait on ioredis's retries (0.7 s and more); a generous bound for a busy machine.
    expect(performance.now() - started).toBeLessThan(max * 500);
  });

  it('counts in Redis again once it is back', async () => {
    redis = startRedis(port);
    await until('readiness to say Redis is ok', async () => (await redisCheck()) === 'ok', 30_000);
    expect(await overTheLimit()).toEqual(expected);
    // The restarted Redis started empty: what it holds now was counted there.
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect((await client.keys('aatd-rl-test:*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    const text = (await app.inject({ url: '/api/metrics' })).body;
    expect(text).toContain('aatd_redis_up 1');
    expect(text).toMatch(/aatd_redis_breaker_trips_total\{use="rate-limits"\} [1-9]/);
  });
});
