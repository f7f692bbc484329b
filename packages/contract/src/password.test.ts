import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  NewPasswordSchema,
  PASSWORD_CRITERIA,
  PasswordSchema,
  meetsPasswordCriteria,
  PASSWORD_ALLOWED_SPECIALS,
} from './password.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('password policy', () => {
  it.each([
    'Alpha1Beta', // digit
    'AlphaBeta!', // special instead of digit
    'Alpha?Beta', // '?' counts as special (first spec list) and is allowed (union)
    'Alpha%Beta&1', // '%' and '&' are allowed
    'Ab1().,{}[]~-', // every character of the second spec list
    'Zz#$^*@-9aa',
  ])('accepts %s', (pw) => {
    expect(PasswordSchema.safeParse(pw)).toEqual({ success: true, data: pw });
  });

  it('trims before checking and returns the trimmed value', () => {
    expect(NewPasswordSchema.parse('  Alpha1Beta  ')).toBe('Alpha1Beta');
    // 8 characters once trimmed
    expect(messages(NewPasswordSchema.safeParse(' Alpha1Be '))).toEqual(['Password criteria']);
  });

  it.each([
    ['too short', 'Alpha1B'],
    ['8 characters', 'Alpha1Be'],
    ['no uppercase', 'alpha1beta'],
    ['no lowercase', 'ALPHA1BETA'],
    ['no digit or special', 'AlphaBetaGamma'],
    ['only a special outside #?!@$%^&*-', 'AlphaBeta.'],
    ['space inside', 'Alpha 1Beta'],
    ['character not allowed', 'Alpha1Beta+'],
    ['non-ASCII letter', 'Älpha1Beta'],
  ])('rejects %s with "Password criteria"', (_, pw) => {
    expect(messages(PasswordSchema.safeParse(pw))).toEqual(['Password criteria']);
  });

  it('uses the form wording when empty, and only that message', () => {
    expect(messages(PasswordSchema.safeParse(''))).toEqual(['Password is required']);
    expect(messages(PasswordSchema.safeParse('   '))).toEqual(['Password is required']);
    expect(messages(PasswordSchema.safeParse(undefined))).toEqual(['Password is required']);
    expect(messages(NewPasswordSchema.safeParse(''))).toEqual(['New Password is required']);
  });

  it.each(['Password123', 'Welcome1!', 'Qwerty123!', 'PASSword123', 'P@ssw0rd1'])(
    'rejects the common password %s',
    (pw) => {
      expect(messages(NewPasswordSchema.safeParse(pw))).toEqual([
        'This password is too common. Please choose another.',
      ]);
    },
  );

  it('keeps about a hundred common passwords, each of which would pass the shape rules', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const pw of COMMON_PASSWORDS) {
      expect(pw).toBe(pw.toLowerCase());
      // The way people write them: first letter capitalised.
      const cased = pw.replace(/[a-z]/, (c) => c.toUpperCase());
      expect(meetsPasswordCriteria(cased), cased).toBe(true);
    }
  });

  it('accepts exactly the special characters the criteria text names', () => {
    for (const c of PASSWORD_ALLOWED_SPECIALS) expect(meetsPasswordCriteria(`Abcdefgh1${c}`), c).toBe(true);
    for (const c of '_+=/\\ "\'<>|:;`') expect(meetsPasswordCriteria(`Abcdefgh1${c}`), c).toBe(false);
    expect(PASSWORD_CRITERIA[3]).toContain(PASSWORD_ALLOWED_SPECIALS);
  });

  it('lists the four criteria lines for the forms', () => {
    expect(PASSWORD_CRITERIA).toEqual([
      'At least 9 characters',
      'Mixed case letters',
      'At least 1 number OR a special character',
      'Allowed characters are a-z, A-Z, 0-9 and !@#$*^().,{}[]~-?%&',
    ]);
  });
});
