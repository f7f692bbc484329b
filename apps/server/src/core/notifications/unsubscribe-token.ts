import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@aatd/contract';
import type { Env } from '../../config/env.js';
import { deriveSecret } from '../secrets.js';

const key = (env: Pick<Env, 'SECRET_KEY'>) => deriveSecret(env, 'notification-unsubscribe');
const sign = (env: Pick<Env, 'SECRET_KEY'>, body: string) =>
  createHmac('sha256', key(env)).update(body).digest('base64url');

/**
 * The token of a mail's one-click unsubscribe link: which member and which kind (or the weekly summary), signed with a key
 * of its own (HMAC), so it needs no sign-in, cannot be forged for another member, and needs no row.
 */
export function unsubscribeToken(env: Pick<Env, 'SECRET_KEY'>, memberId: number, kind: UnsubscribeTopic): string {
  const body = `${memberId}.${kind}`;
  return `${body}.${sign(env, body)}`;
}

/** The member and kind a token names, or null when it was not signed by this site. */
export function readUnsubscribeToken(
  env: Pick<Env, 'SECRET_KEY'>,
  token: string,
): { memberId: number; kind: UnsubscribeTopic } | null {
  const [id, kind, mac, ...rest] = token.split('.');
  if (!id || !kind || !mac || rest.length > 0 || !/^\d{1,10}$/.test(id)) return null;
  if (!(UNSUBSCRIBE_TOPICS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(env, `${id}.${kind}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { memberId: Number(id), kind: kind as UnsubscribeTopic };
}
