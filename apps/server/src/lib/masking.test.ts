import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masking.js';

describe('maskEmail', () => {
  it('keeps the first 2 characters, the first domain character and the top-level domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja******@e******.com');
    expect(maskEmail('j.smith@mail.example.co.uk')).toBe('j.******@m******.uk');
  });

  it('shows less of short local parts', () => {
    expect(maskEmail('abc@example.org')).toBe('a******@e******.org');
    expect(maskEmail('a@example.org')).toBe('******@e******.org');
  });

  it('hides lengths behind a fixed mask', () => {
    expect(maskEmail('ab12345678901234@x.io')).toBe('ab******@x******.io');
  });

  it('handles odd values', () => {
    expect(maskEmail('no-at-sign')).toBe('no******');
    expect(maskEmail('jane@localhost')).toBe('ja******@l******');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail(undefined)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the first 3 and the last 2 characters', () => {
    expect(maskPhone('+491701234567')).toBe('+49*******67');
    expect(maskPhone('+49 170 123-45 67')).toBe('+49*******67');
    expect(maskPhone('01701234567')).toBe('017*******67');
  });

  it('shows less of short values', () => {
    expect(maskPhone('1234567')).toBe('*******67');
    expect(maskPhone('12345')).toBe('*******');
  });

  it('is null-safe', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone(undefined)).toBeNull();
  });
});
