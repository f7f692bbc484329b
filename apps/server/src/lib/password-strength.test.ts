import { zxcvbnOptions } from '@zxcvbn-ts/core';
import { describe, expect, it, vi } from 'vitest';
import { isCommonPassword } from './password-strength.js';

describe('isCommonPassword', () => {
  // Each of these meets the spec's composition rules (9+ characters, upper and
  // lower case, a digit or special character) and is still a common password.
  it.each(['Password1', 'Password123!', 'Qwerty123', 'Iloveyou1', 'P@ssw0rd1', 'Welcome123'])(
    'flags %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Tq7-vinegar-Orbit', 'mZ8#kLp2!xQw', 'Lung-Harbour-Quietly-42'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('counts the member’s own details as guessable', () => {
    expect(isCommonPassword('Jane.Doe@example.com', [])).toBe(false);
    expect(isCommonPassword('Jane.Doe@example.com', ['jane.doe@example.com', 'Jane', 'Doe'])).toBe(true);
  });

  it('sets the zxcvbn options once, at load, not per check', () => {
    const setOptions = vi.spyOn(zxcvbnOptions, 'setOptions');
    isCommonPassword('Kx9!random-Pelican');
    isCommonPassword('Password1');
    expect(setOptions).not.toHaveBeenCalled();
    setOptions.mockRestore();
  });
});
