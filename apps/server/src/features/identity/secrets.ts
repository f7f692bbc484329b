import { hkdfSync } from 'node:crypto';
import { DEV_SECRET_KEY, type Env } from '../../config/env.js';

/**
 * Every key the identity area needs (cookie signing, ALTCHA HMAC, key encryption) is derived from
 * the one SECRET_KEY with HKDF, each for its own purpose, so one leaked key does not reveal another.
 * Production refuses to start with the development default (config/production-guard.ts).
 */
export function deriveSecret(env: Pick<Env, 'SECRET_KEY'>, purpose: string, bytes = 32): Buffer {
  const secret = env.SECRET_KEY ?? DEV_SECRET_KEY;
  return Buffer.from(hkdfSync('sha256', secret, 'aatd-identity', purpose, bytes));
}
