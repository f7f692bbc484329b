import { hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from '../config/env.js';

// Only an app built without startServer (tests) lacks a SECRET_KEY: it gets one for this process.
let processKey: Buffer | undefined;

/**
 * Every key the identity area needs (cookie signing, ALTCHA HMAC, key encryption) is derived from
 * the one SECRET_KEY with HKDF, each for its own purpose, so one leaked key does not reveal another.
 * startServer generates one outside production (config/secret-key.ts); production must set it.
 */
export function deriveSecret(env: Pick<Env, 'SECRET_KEY'>, purpose: string, bytes = 32): Buffer {
  const secret = env.SECRET_KEY ?? (processKey ??= randomBytes(32));
  return Buffer.from(hkdfSync('sha256', secret, 'aatd-identity', purpose, bytes));
}
