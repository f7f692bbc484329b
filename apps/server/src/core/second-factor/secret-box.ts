import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Env } from '../../config/env.js';
import { deriveSecret } from '../secrets.js';

/**
 * TOTP secrets are stored sealed with AES-256-GCM under a key derived from SECRET_KEY, so a copy
 * of the database alone (a backup, a replica) does not give anyone the codes.
 */
const keyOf = (env: Pick<Env, 'SECRET_KEY'>) => deriveSecret(env, 'totp-secret');

export function sealSecret(env: Pick<Env, 'SECRET_KEY'>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The secret, or null when the box was sealed under another key (or altered). */
export function openSecret(env: Pick<Env, 'SECRET_KEY'>, box: string): string | null {
  const [version, iv, tag, body] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
