import { describe, expect, it } from 'vitest';
import { isValidNpi } from './npi.js';

describe('isValidNpi', () => {
  it('accepts the CMS example NPI', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi(' 1234567893 ')).toBe(true);
  });

  it('accepts numbers whose check digit fits', () => {
    // 80840 + 123456789 → Luhn check digit 3; 80840 + 987654321 → check digit 3.
    expect(isValidNpi('9876543213')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    for (const digit of '012456789') {
      expect(isValidNpi(`123456789${digit}`)).toBe(false);
    }
  });

  it('rejects swapped digits', () => {
    expect(isValidNpi('1234567983')).toBe(false);
  });

  it('rejects anything but 10 digits', () => {
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345-7893')).toBe(false);
    expect(isValidNpi('abcdefghij')).toBe(false);
    expect(isValidNpi('')).toBe(false);
  });
});
