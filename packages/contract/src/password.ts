import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';
import { PASSWORD_MIN } from './limits.js';

export { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.js';

/**
 * One password policy for registration, reset and change. The spec states it twice (part 1 §5 and
 * part 2 §5) and the two readings differ only in which special characters they name: the rule
 * "a digit or a special character" names #?!@$%^&*- while the allowed-characters line names
 * !@#$*^().,{}[]~-. Allowing only the second list would reject '?', '%' and '&' although the first
 * rule counts them as the special character, so the allowed set is the union of both lists.
 */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_DIGIT_OR_SPECIAL = /[0-9#?!@$%^&*-]/;
/** Every special character a password may hold: the rule and the criteria text both come from it. */
export const PASSWORD_ALLOWED_SPECIALS = '!@#$*^().,{}[]~-?%&';
const ONLY_ALLOWED = new RegExp(`^[A-Za-z0-9${PASSWORD_ALLOWED_SPECIALS.replace(/[\]\\^-]/g, '\\$&')}]+$`);

export const PASSWORD_MESSAGES = {
  criteria: 'Password criteria',
  common: 'This password is too common. Please choose another.',
  required: 'Password is required',
  newRequired: 'New Password is required',
  confirmRequired: 'Confirm Password is required',
  mustMatch: 'Passwords must match',
} as const;

/** The four numbered lines the forms list under 'Password criteria' (part 2 §5); render in an <ol>. */
export const PASSWORD_CRITERIA = [
  `At least ${PASSWORD_MIN} characters`,
  'Mixed case letters',
  'At least 1 number OR a special character',
  `Allowed characters are a-z, A-Z, 0-9 and ${PASSWORD_ALLOWED_SPECIALS}`,
] as const;

/** True when an (already trimmed) password has the required shape; ignores the common list. */
export const meetsPasswordCriteria = (value: string) =>
  value.length >= PASSWORD_MIN &&
  HAS_UPPER.test(value) &&
  HAS_LOWER.test(value) &&
  HAS_DIGIT_OR_SPECIAL.test(value) &&
  ONLY_ALLOWED.test(value);

/** The message for an (already trimmed, non-empty) password, or undefined when it is acceptable. */
export const passwordIssue = (value: string): string | undefined => {
  if (!meetsPasswordCriteria(value)) return PASSWORD_MESSAGES.criteria;
  if (isCommonPassword(value)) return PASSWORD_MESSAGES.common;
  return undefined;
};

/**
 * A password field under the policy: trimmed, then required (with the form's own wording), then
 * shape, then the common list. Exactly one message per failure, so a form shows one line.
 */
export const passwordSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      if (value === '') return; // already reported as required
      const message = passwordIssue(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Registration (and any first password). */
export const PasswordSchema = passwordSchema(PASSWORD_MESSAGES.required);
/** Reset and change password. */
export const NewPasswordSchema = passwordSchema(PASSWORD_MESSAGES.newRequired);
