import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CommonErrorCodes } from '@aatd/contract';
import { AppError } from '../lib/app-error.js';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const tooManyRequests = (message = TOO_MANY_REQUESTS_MESSAGE) =>
  new AppError(429, CommonErrorCodes.rateLimited, message);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Under NODE_ENV=test, loopback callers are exempt: the browser suites sign the same accounts in
 * many times a minute from 127.0.0.1. API tests that check limits inject a `remoteAddress`.
 */
export const exemptInTests = (app: FastifyInstance) =>
  app.env.NODE_ENV === 'test' ? (req: FastifyRequest) => LOOPBACK.has(req.ip) : undefined;

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
      allowList: exemptInTests(app),
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

/**
 * Per-member hourly limits on writes that reach another person or fill the database in bulk: far
 * above what a doctor does in an hour, low enough to stop a script or a stolen session.
 */
export const MEMBER_WRITE_LIMITS = {
  share: { max: 20, message: 'You have shared many pages in the last hour. Please try again later.' },
  message: { max: 60, message: 'You have sent many messages in the last hour. Please try again later.' },
  comment: { max: 30, message: 'You have written many comments in the last hour. Please try again later.' },
  report: { max: 20, message: 'You have sent many reports in the last hour. Please try again later.' },
  feedback: { max: 10, message: 'You have sent a lot of feedback in the last hour. Please try again later.' },
  saved: { max: 300, message: 'You have saved many items in the last hour. Please try again later.' },
  // Each export reads everything the member has, and each erasure request checks a password (argon2).
  'data-export': {
    max: 5,
    message: 'You have asked for your data many times in the last hour. Please try again later.',
  },
  erasure: { max: 5, message: 'You have tried many times in the last hour. Please try again later.' },
} as const;

/** A preHandler (after onRequest authentication) counting the member's writes of one kind. */
export const memberWriteLimit = (app: FastifyInstance, kind: keyof typeof MEMBER_WRITE_LIMITS) =>
  limitBy(app, {
    name: `member-${kind}`,
    max: MEMBER_WRITE_LIMITS[kind].max,
    timeWindow: '1 hour',
    key: (req) => (req.member ? String(req.member.id) : null),
    message: MEMBER_WRITE_LIMITS[kind].message,
  });
