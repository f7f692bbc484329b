import { PASSKEY_ERROR_CODES as C, PASSKEY_MESSAGES as M } from '@aatd/contract';
import { AppError } from '../../lib/app-error.js';

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
