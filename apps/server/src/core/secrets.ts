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
  // Derived once per key and purpose: a digest signs an unsubscribe link for every member it mails.
  const id = `${typeof secret === 'string' ? secret : secret.toString('hex')}\0${purpose}\0${bytes}`;
  let derived = derivedKeys.get(id);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', secret, 'aatd-identity', purpose, bytes));
    // Bounded: the purposes are the code's own; only a test run makes many keys.
    if (derivedKeys.size >= 1_000) derivedKeys.clear();
    derivedKeys.set(id, derived);
  }
  return Buffer.from(derived);
}
const derivedKeys = new Map<string, Buffer>();
