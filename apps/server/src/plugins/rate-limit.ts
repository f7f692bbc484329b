import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { CommonErrorCodes } from '@aatd/contract';
import { AppError } from '../lib/app-error.js';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const tooManyRequests = (message = TOO_MANY_REQUESTS_MESSAGE) =>
  new AppError(429, CommonErrorCodes.rateLimited, message);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registers @fastify/rate-limit (opt-in per route, never global). Counters live in Redis when
 * REDIS_URL is set so every instance shares them; otherwise in this process.
 *
 * Under NODE_ENV=test, loopback callers are exempt: the browser suites sign the same accounts in
 * many times a minute from 127.0.0.1. API tests that check limits inject a `remoteAddress`.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.env.REDIS_URL
    ? new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'aatd-rl:',
    // A Redis outage must not lock every member out; the limits come back with Redis.
    skipOnError: true,
    allowList: app.env.NODE_ENV === 'test' ? (req) => LOOPBACK.has(req.ip) : undefined,
    errorResponseBuilder: () => tooManyRequests(),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
}

export interface LimitRule {
  /** Distinguishes this limiter's counters from every other's (also in Redis). */
  name: string;
  max: number;
  /** e.g. '1 minute', '1 hour', or milliseconds. */
  timeWindow: string | number;
  /** What is counted: the caller's address by default; return null to skip (e.g. no e-mail given). */
  key?: (req: FastifyRequest) => string | null;
  message?: string;
}

/**
 * A preHandler enforcing several limits on one route (e.g. per address AND per e-mail), which the
 * plugin's single per-route config cannot express. Runs after body validation, so keys may read it.
 */
export function limitBy(app: FastifyInstance, ...rules: LimitRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) => {
    const key = rule.key ?? ((req: FastifyRequest) => req.ip);
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      skipOnError: true,
      allowList: app.env.NODE_ENV === 'test' ? (req) => LOOPBACK.has(req.ip) : undefined,
      keyGenerator: (req) => `${rule.name}:${key(req) ?? ''}`,
    });
    return { rule, key, check };
  });
  return async (req, reply) => {
    for (const { rule, key, check } of limiters) {
      if (key(req) === null) continue;
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyRequests(rule.message);
      }
    }
  };
}

/**
 * The limits of a call that mails a link to the address in its body: 4 an hour per e-mail so
 * nobody floods a member's inbox, and a looser limit per caller address.
 */
export const mailingLimits = (app: FastifyInstance, name: string) =>
  limitBy(
    app,
    { name: `${name}-email`, max: 4, timeWindow: '1 hour', key: (req) => (req.body as { email: string }).email },
    { name: `${name}-ip`, max: 30, timeWindow: '1 hour' },
  );
