import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { ALTCHA_HEADER, ALTCHA_MESSAGES, type AltchaChallenge } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { Env } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { deriveSecret } from '../secrets.js';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const hmacKey = (env: Env) => deriveSecret(env, 'altcha').toString('hex');

/**
 * A signed proof-of-work challenge. About 100k hashes in the field (well under a second with the
 * widget's workers); browser tests run with NODE_ENV=test and get a trivial one to stay fast.
 */
export async function newChallenge(env: Env): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: hmacKey(env),
    maxnumber: env.NODE_ENV === 'test' ? 1_000 : 100_000,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return { ...challenge, maxnumber: challenge.maxnumber };
}

const decode = (payload: string): { signature?: unknown } | null => {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
  } catch {
    return null;
  }
};

/**
 * Checks a solved challenge and spends it: the signature goes into altcha_spent so the same
 * solution cannot be replayed for a second attempt.
 */
export async function verifyAltcha(db: Db, env: Env, payload: string | undefined): Promise<void> {
  if (!payload) throw new AppError(400, 'captchaRequired', ALTCHA_MESSAGES.required);
  const decoded = payload.length < 4096 ? decode(payload) : null;
  const signature = typeof decoded?.signature === 'string' ? decoded.signature : null;
  if (!signature || !(await verifySolution(payload, hmacKey(env), true))) {
    throw new AppError(400, 'captchaInvalid', ALTCHA_MESSAGES.invalid);
  }
  const expires = Number(extractParams(payload).expires);
  const spent = await db
    .insertInto('altcha_spent')
    .values({
      signature,
      expires_at: new Date(Number.isFinite(expires) ? expires * 1000 : Date.now() + CHALLENGE_TTL_MS),
    })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw new AppError(400, 'captchaInvalid', ALTCHA_MESSAGES.invalid);
}

/** preHandler for any route the spec guards with the captcha header (login, signup, verify). */
export const requireAltcha = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const header = req.headers[ALTCHA_HEADER];
  await verifyAltcha(app.db, app.env, typeof header === 'string' ? header : undefined);
};
