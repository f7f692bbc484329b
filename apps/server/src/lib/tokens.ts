// Opaque tokens for e-mail verification, password reset and one-time login steps.
// Only the hash is stored, so a leaked database row cannot be replayed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 URL-safe characters. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex digest; tokens carry 256 bits of entropy, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Constant-time string comparison. Both sides are hashed first so the comparison
 * takes the same time whatever the lengths, and timingSafeEqual gets equal buffers.
 */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}
