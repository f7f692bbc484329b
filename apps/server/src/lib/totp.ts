// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with node:crypto: 30-second steps,
// 6 digits, HMAC-SHA-1 — what every authenticator app reads from an otpauth:// QR code.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side, so a code typed as it turns over, or on a clock a little off, still works. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP of one counter value (dynamic truncation), zero-padded to `digits`. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step a moment falls in. */
export const totpStep = (atMs: number): number => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** The code of a base32 secret at a moment (or at a given step). */
export const totpCode = (secret: string, atMs: number): string => hotp(base32Decode(secret), totpStep(atMs));

/**
 * The step whose code matches, within ±TOTP_WINDOW of now, or null. The caller refuses a step not
 * newer than the last one used, so a code seen over a shoulder cannot be replayed.
 */
export function matchTotp(secret: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(atMs);
  let found: number | null = null;
  // Every candidate is compared, in constant time, so the answer's timing tells nothing.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI of the enrolment QR code (Google's Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 12 characters (about 59 bits each), shown as xxxx-xxxx-xxxx. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** What a recovery code means, whatever case, spaces or dashes it was typed with. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Recovery codes are long and random, so a plain SHA-256 is enough (as for the other one-time tokens). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`, 'utf8')
    .digest('hex');

/** Whether the typed text is shaped like a recovery code rather than a 6-digit TOTP code. */
export const looksLikeRecoveryCode = (code: string): boolean => normalizeRecoveryCode(code).length === 12;
