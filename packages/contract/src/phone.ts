import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import { line } from './fields.js';

export const PHONE_MESSAGES = {
  registration: 'Please enter a valid country code prefix followed by a 10-digit phone number.',
  profile: 'Please enter mobile number with country code',
} as const;

/** The spec's shape: '+' or '0', a country code of 1 to 3 digits, then 10 digits. */
const PREFIX_AND_TEN_DIGITS = /^[+0]\d{1,3}\d{10}$/;
/** Profile numbers must be at least this long (part 2 §5). */
export const PROFILE_MOBILE_MIN = 12;

/**
 * Shape check plus libphonenumber's length check for the country code, so '+999…' or a number too
 * long for its country is refused with the same message. A leading 0 (or 00) stands for the
 * international prefix, so it is read as '+' for the country lookup.
 */
export const isValidMobileNumber = (value: string) => {
  if (!PREFIX_AND_TEN_DIGITS.test(value)) return false;
  const international = value.startsWith('+') ? value : `+${value.replace(/^0+/, '')}`;
  return isPossiblePhoneNumber(international);
};

/**
 * An optional mobile number: empty (or absent) means not given. Registration and profile had two
 * different rules for the same field in the spec; both now apply the registration rule, and the
 * profile keeps its own wording and its 12-character minimum (every valid number has at least 12).
 */
export const mobileNumberSchema = (message: string, minLength = 0) =>
  line()
    .refine((v) => v === '' || (v.length >= minLength && isValidMobileNumber(v)), message)
    .optional();

export const RegistrationMobileSchema = mobileNumberSchema(PHONE_MESSAGES.registration);
export const ProfileMobileSchema = mobileNumberSchema(PHONE_MESSAGES.profile, PROFILE_MOBILE_MIN);
