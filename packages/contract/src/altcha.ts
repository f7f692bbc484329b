import { z } from 'zod';

/** GET /api/auth/altcha: a signed challenge the browser solves before a guarded call. */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
