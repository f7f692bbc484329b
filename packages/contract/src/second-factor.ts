import { z } from 'zod';
import { SITE_ROUTES } from './site-routes.js';

/**
 * The second factor: TOTP with single-use recovery codes. Staff must sign in with it
 * before any console call; members may turn it on for themselves in My Account.
 */
export const SECOND_FACTOR_ERROR_CODES = {
  /** A staff call from a session signed in without the second factor. */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** A wrong, expired, replayed or already used code. */
  invalidSecondFactorCode: 'invalidSecondFactorCode',
  /** The sign-in waiting for a code has expired or was never started. */
  secondFactorSignInExpired: 'secondFactorSignInExpired',
  /** A step that asks for a code too (erasing the account) was sent without one. */
  secondFactorCodeRequired: 'secondFactorCodeRequired',
} as const;

export const SECOND_FACTOR_MESSAGES = {
  secondFactorRequired:
    'Staff must sign in with their second factor (authenticator app) before using the console. Set it up in My Account, then sign in again.',
  invalidSecondFactorCode: 'That code is not valid. Check your authenticator app and try again.',
  secondFactorSignInExpired: 'Your sign-in has expired. Please sign in again.',
} as const;

/** Where the provider's sign-in sends the browser for the code (the web app's page). */
export const SECOND_FACTOR_SIGN_IN_PATH = SITE_ROUTES.loginCode;

/** A 6-digit code or a recovery code (xxxx-xxxx-xxxx; case, spaces and dashes do not matter). */
export const SecondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(40, 'That code is too long')
  .regex(/^(\d{3}\s?\d{3}|[A-Za-z0-9][A-Za-z0-9\s-]{10,38})$/, 'Enter the 6-digit code or a recovery code');

export const SecondFactorSignInSchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorSignIn = z.infer<typeof SecondFactorSignInSchema>;

/** Where the browser continues the provider's sign-in. */
export const SecondFactorSignInResultSchema = z.object({ redirectTo: z.string() });
export type SecondFactorSignInResult = z.infer<typeof SecondFactorSignInResultSchema>;

/** GET /api/user/second-factor: the caller's own factor and whether this session used it. */
export const SecondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** This session was signed in (or confirmed) with the second factor or a passkey: its token's amr holds "otp" or "mfa". */
  sessionVerified: z.boolean(),
  /** Staff roles need the factor for the console. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** POST /api/user/second-factor/enrolment: the new secret, shown during enrolment only. */
export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code (a data: URL for an <img>). */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const ConfirmTotpSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'Enter the 6-digit code from your authenticator app'),
});
export type ConfirmTotp = z.infer<typeof ConfirmTotpSchema>;

/** The recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const DisableTotpSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  code: SecondFactorCodeSchema,
});
export type DisableTotp = z.infer<typeof DisableTotpSchema>;

/** GET /api/admin/members/:id/second-factor */
export const MemberSecondFactorSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Passkeys count as both factors; an admin's reset removes them too. */
  passkeys: z.number().int(),
});
export type MemberSecondFactor = z.infer<typeof MemberSecondFactorSchema>;

export const SecondFactorActionResultSchema = z.object({ message: z.string() });
export type SecondFactorActionResult = z.infer<typeof SecondFactorActionResultSchema>;

/** Audit actions of the second factor. */
export const SECOND_FACTOR_AUDIT_ACTIONS = {
  enrol: 'secondFactor.enrol',
  disable: 'secondFactor.disable',
  reset: 'secondFactor.reset',
} as const;
