import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.js';

const env = { SECRET_KEY: 'a'.repeat(43) };

describe('the TOTP secret box', () => {
  it('opens what it sealed, and never shows the secret in the box', () => {
    const box = sealSecret(env, 'JBSWY3DPEHPK3PXP');
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(env, box)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh nonce each time: the same secret never gives the same box.
    expect(sealSecret(env, 'JBSWY3DPEHPK3PXP')).not.toBe(box);
  });

  it('refuses a box sealed under another key, or altered', () => {
    const box = sealSecret(env, 'JBSWY3DPEHPK3PXP');
    expect(openSecret({ SECRET_KEY: 'b'.repeat(43) }, box)).toBeNull();
    const [v, iv, tag, body] = box.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(openSecret(env, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(openSecret(env, 'not a box')).toBeNull();
  });
});
