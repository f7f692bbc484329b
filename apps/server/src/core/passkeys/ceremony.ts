import { PASSKEY_ERROR_CODES as C, PASSKEY_MESSAGES as M, type PasskeyOptions } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { saveChallenge, takeChallenge } from './passkeys.repository.js';

type Purpose = 'register' | 'sign-in';
type RelyingParty = { rpId: string; origin: string };

/** A ceremony's challenge is answered within this time, or it is gone. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** What the browser is told (WebAuthn's timeout, ms): the challenge outlives it a little. */
export const CEREMONY_TIMEOUT_MS = 4 * 60 * 1000;

export const passkeyError = (code: keyof typeof C, status = 400) => new AppError(status, C[code], M[code]);

/**
 * The challenge the browser signed, read from its clientDataJSON (base64url JSON). The signature
 * over it is checked by the library afterwards; this only finds which stored challenge to take.
 */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the challenge of ceremony options just made (for this relying party, for a while) and
 * answers the options as the browser takes them.
 */
export async function offerChallenge(
  db: Db,
  options: { challenge: string },
  purpose: Purpose,
  userId: number | null,
  rp: RelyingParty,
): Promise<PasskeyOptions> {
  await saveChallenge(db, {
    challenge: options.challenge,
    purpose,
    userId,
    rpId: rp.rpId,
    origin: rp.origin,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return { options: options as unknown as Record<string, unknown> };
}

/** The stored challenge the browser's answer signed, taken once, with its relying party. */
export async function takeSignedChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: Purpose,
  userId: number | null,
): Promise<{ challenge: string; rp: RelyingParty }> {
  const challenge = signedChallenge(clientDataJSON);
  const rp = challenge ? await takeChallenge(db, challenge, purpose, userId) : null;
  if (!challenge || !rp) throw passkeyError('passkeyChallengeExpired');
  return { challenge, rp };
}
