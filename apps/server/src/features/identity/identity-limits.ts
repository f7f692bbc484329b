import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitBy } from '../../core/rate-limits.js';
import { safeEqual } from '../../lib/tokens.js';

/**
 * Per-address limits of the sign-in endpoints. The provider's own endpoints (/oidc/token, its
 * revocation, /oidc/auth and the login interaction) are a second door to what /api/user/token and
 * /api/user/revoke-access-token offer, so each door counts against the same budget.
 */
export const SIGN_IN_LIMITS = {
  /** Codes are single use and bound to a PKCE verifier; the limit stops code spraying. */
  token: { name: 'token-ip', max: 20, timeWindow: '1 minute' },
  revoke: { name: 'revoke-ip', max: 30, timeWindow: '1 minute' },
  /** Three requests per sign-in (authorize, interaction, resume): as many sign-ins as LOGIN_LIMITS allow. */
  authorize: { name: 'authorize-ip', max: 300, timeWindow: '1 minute' },
} as const;

/**
 * POST /api/auth/login. Failed passwords are counted per account and address together (the growing
 * wait, login.repository.ts), so nobody can lock a member out from elsewhere; every attempt also
 * costs a fresh ALTCHA proof of work. Per address the limit is high enough for a hospital ward
 * behind one address, while one address hammering one account is stopped at ten a minute.
 */
export const LOGIN_LIMITS = {
  address: { name: 'login-ip', max: 100, timeWindow: '1 minute' },
  addressAndAccount: { name: 'login-ip-email', max: 10, timeWindow: '1 minute' },
  /** A challenge per attempt, and the login page fetches one on load. */
  challenge: { name: 'altcha-ip', max: 200, timeWindow: '1 minute' },
} as const;

/**
 * Passkey sign-in: every attempt needs a fresh challenge, stored until it expires, so the options
 * are limited per address like ALTCHA challenges; a signature cannot be guessed, so the verify
 * limit only stops hammering.
 */
export const PASSKEY_SIGN_IN_LIMITS = {
  options: { name: 'passkey-options-ip', max: 60, timeWindow: '1 minute' },
  verify: { name: 'passkey-verify-ip', max: 60, timeWindow: '1 minute' },
} as const;

/**
 * The caller's address as the limits count it: an IPv6 caller by its /64, which one subscriber
 * usually holds whole and could otherwise rotate through.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

type Limiter = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type SignInLimiters = Record<keyof typeof SIGN_IN_LIMITS, Limiter>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One limiter per rule for the whole app, so both doors share counters in memory too. */
    signInLimits: SignInLimiters;
  }
}

export function decorateSignInLimits(app: FastifyInstance): void {
  const make = (rule: (typeof SIGN_IN_LIMITS)[keyof typeof SIGN_IN_LIMITS]): Limiter => {
    const handler = limitBy(app, { ...rule, key: (req) => addressKey(req.ip) });
    return async (req, reply) => void (await handler.call(app, req, reply));
  };
  app.decorate('signInLimits', {
    token: make(SIGN_IN_LIMITS.token),
    revoke: make(SIGN_IN_LIMITS.revoke),
    authorize: make(SIGN_IN_LIMITS.authorize),
  });
}

/**
 * The API's own in-process calls to the provider (token.service.ts) carry this header with a key
 * that never leaves the process: they were counted by their /api route already, and their socket
 * address is the server's own, which must not become one shared budget for every member.
 */
export const INTERNAL_CALL_HEADER = 'x-internal-call';
const INTERNAL_CALL_KEY = randomBytes(32).toString('base64url');
export const internalCallHeaders = () => ({ [INTERNAL_CALL_HEADER]: INTERNAL_CALL_KEY });

export const isInternalCall = (req: FastifyRequest): boolean => {
  const value = req.headers[INTERNAL_CALL_HEADER];
  return typeof value === 'string' && safeEqual(value, INTERNAL_CALL_KEY);
};
