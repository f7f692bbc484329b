import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; the table gives 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(RFC_VECTORS)('at %i s gives %s', (seconds, expected) => {
    expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(expected);
    // The 6-digit code the product uses is the same value's last six digits.
    expect(totpCode(base32Encode(RFC_SEED), seconds * 1000)).toBe(expected.slice(2));
  });

  it('gives the RFC 4226 HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
  });

  it('round-trips base32 and knows the RFC 4648 vector', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode('not-base32!')).toThrow();
  });

  it('accepts one step either side and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(secret, totpCode(secret, now + offset * 30_000), now)).toBe(step + offset);
    }
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'AATD Community', 'ann@example.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/AATD Community:ann@example.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'AATD Community',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('are ten distinct readable codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code).not.toMatch(/[01ilo]/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('hash the same however they are typed, and differently from each other', () => {
    const [a, b] = newRecoveryCodes(2) as [string, string];
    expect(normalizeRecoveryCode(` ${a.toUpperCase().replace(/-/g, ' ')} `)).toBe(a.replace(/-/g, ''));
    expect(hashRecoveryCode(a.toUpperCase())).toBe(hashRecoveryCode(a));
    expect(hashRecoveryCode(a)).not.toBe(hashRecoveryCode(b));
    expect(hashRecoveryCode(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
