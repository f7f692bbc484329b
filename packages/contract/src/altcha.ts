import { z } from 'zod';

/** The header carrying a solved ALTCHA proof of work (base64 JSON, as the widget produces it). */
export const ALTCHA_HEADER = 'x-altcha';

/** GET /api/auth/altcha: a signed challenge the browser solves before a guarded call. */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

export const ALTCHA_MESSAGES = {
  required: 'Please complete the verification and try again.',
  invalid: 'The verification failed or expired. Please try again.',
} as const;
