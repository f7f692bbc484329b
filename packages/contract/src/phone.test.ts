import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, ProfileMobileSchema, RegistrationMobileSchema, isValidMobileNumber } from './phone.js';

describe('isValidMobileNumber', () => {
  it.each([
    '+12025550123', // US: +1 and 10 digits
    '+4915123456789', // DE mobile
    '+491512345678',
    '00491512345678', // 00 as the international prefix
    '0491512345678', // 0 then country code
    '+97312345678', // Bahrain
    '+966512345678', // Saudi Arabia
    '+971501234567', // UAE
    '+201012345678', // Egypt
  ])('accepts %s', (n) => expect(isValidMobileNumber(n)).toBe(true));

  it.each([
    ['no prefix', '2025550123'],
    ['prefix but only 9 digits after the country code', '+1202555012'],
    ['more than 3 + 10 digits', '+12345678901234'],
    ['spaces', '+1 202 555 0123'],
    ['letters', '+1202555O123'],
    ['unknown country code', '+9991234567890'],
    ['too long for its country', '+2012345678901'],
  ])('rejects %s', (_, n) => expect(isValidMobileNumber(n)).toBe(false));
});

describe('mobile number fields', () => {
  const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? undefined : r.error!.issues[0]!.message;

  it('are optional: absent or empty is fine, and the value is trimmed', () => {
    expect(RegistrationMobileSchema.parse(undefined)).toBeUndefined();
    expect(RegistrationMobileSchema.parse('')).toBe('');
    expect(RegistrationMobileSchema.parse(' +12025550123 ')).toBe('+12025550123');
  });

  it('registration uses its own message for a bad number', () => {
    expect(messageOf(RegistrationMobileSchema.safeParse('12345'))).toBe(
      'Please enter a valid country code prefix followed by a 10-digit phone number.',
    );
    expect(messageOf(RegistrationMobileSchema.safeParse('+9991234567890'))).toBe(PHONE_MESSAGES.registration);
  });

  it('profile needs at least 12 characters, with its own message', () => {
    expect(ProfileMobileSchema.parse('+12025550123')).toBe('+12025550123');
    expect(messageOf(ProfileMobileSchema.safeParse('+1202555012'))).toBe(
      'Please enter mobile number with country code',
    );
    expect(messageOf(ProfileMobileSchema.safeParse('abcdefghijklmn'))).toBe(PHONE_MESSAGES.profile);
  });
});
