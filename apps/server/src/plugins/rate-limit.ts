import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { exemptInTests, tooManyRequests } from '../core/rate-limits.js';
import { failoverStore, RedisBreaker } from '../core/redis-breaker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the shared rate-limit counters in Redis answer (null without REDIS_URL). */
    redisBreaker: RedisBreaker | null;
  }
}

/**
 * Registers @fastify/rate-limit (opt-in per route, never global). Counters live in Redis when
 * REDIS_URL is set so every instance shares them, and in this process while Redis does not answer
 * (the breaker); otherwise in this process. Route-level limiters live in core/rate-limits.ts.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  // No offline queue: while disconnected a command fails at once rather than waiting to be sent.
  const redis = app.env.REDIS_URL
    ? new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
  const breaker = redis ? new RedisBreaker(redis) : null;
  app.decorate('redisBreaker', breaker);
  if (breaker) {
    app.metrics.gauge('aatd_redis_up', '1 while rate limits count in Redis, 0 while per instance', () =>
      breaker.healthy ? 1 : 0,
    );
    app.metrics.counters('aatd_redis_breaker_trips_total', 'Times Redis stopped answering', 'use', () => [
      ['rate-limits', breaker.trips],
    ]);
  }
  await app.register(rateLimit, {
    global: false,
    // The plugin's store type leaves out the window and limit it passes to incr().
    ...(breaker
      ? { store: failoverStore(breaker, rateLimitNamespace(app)) as unknown as FastifyRateLimitStoreCtor }
      : {}),
    // A Redis outage must not lock every member out; the limits come back with Redis.
    skipOnError: true,
    allowList: exemptInTests(app),
    errorResponseBuilder: () => tooManyRequests(),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
}

/**
 * Instances of one site share counters. Test apps each get their own (keyed by their data folder),
 * because their fresh databases reuse member ids and a shared Redis keeps counts for an hour.
 */
const rateLimitNamespace = (app: FastifyInstance) =>
  app.env.NODE_ENV === 'test'
    ? `aatd-rl-test:${createHash('sha256').update(app.env.dataDir).digest('hex').slice(0, 16)}:`
    : 'aatd-rl:';
