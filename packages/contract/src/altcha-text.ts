// The ALTCHA header and messages, zod-free so the login page's first chunks need not carry the
// schema library; the challenge's schema is in altcha.ts.

/** The header carrying a solved ALTCHA proof of work (base64 JSON, as the widget produces it). */
export const ALTCHA_HEADER = 'x-altcha';

export const ALTCHA_MESSAGES = {
  required: 'Please complete the verification and try again.',
  invalid: 'The verification failed or expired. Please try again.',
} as const;
