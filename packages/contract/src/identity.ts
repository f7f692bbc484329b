import { z } from 'zod';
import { LOCALES } from './locales.js';
import { CountryCodeSchema, SeniorityCodeSchema, SpecialityCodeSchema, TitleSchema } from './enums.js';
import { emailSchema, line, requiredLine } from './fields.js';
import { NewPasswordSchema, PASSWORD_MESSAGES } from './password.js';
import { RoleSchema } from './roles.js';
import { GATED_DOCUMENTS, VerificationValiditySchema } from './consent.js';

/** POST /api/auth/login. Passwords are stored trimmed (the policy trims), so login trims too. */
export const LoginSchema = z.object({
  email: emailSchema('Invalid Email Format'),
  password: requiredLine('Password is Required'),
});
export type Login = z.infer<typeof LoginSchema>;

/** First login step: a one-time token the provider's login interaction consumes. */
export const LoginResponseSchema = z.object({ sessionToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/user/token: the authorization code and its PKCE verifier (RFC 7636 §4.1 shape). */
export const TokenExchangeSchema = z.object({
  code: line().min(1),
  code_verifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/),
});
export type TokenExchange = z.infer<typeof TokenExchangeSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  expires_in: z.number().int().optional(),
  /** This sign-in cancelled the member's pending account erasure; the web shows a notice. */
  erasureCancelled: z.literal(true).optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** POST /api/user/revoke-access-token (part 1 §7). */
export const RevokeTokenSchema = z.object({
  token: line().min(1),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
});

/** POST /api/user/reset-password-email. */
export const ResetRequestSchema = z.object({ email: emailSchema('Invalid email format') });
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

/** POST /api/user/resend-verification-email: the same one field as a reset request. */
export const ResendVerificationSchema = ResetRequestSchema;
export type ResendVerification = ResetRequest;
/** One answer whatever the address, so the call cannot be used to learn who is registered. */
export const RESEND_VERIFICATION_MESSAGE =
  'If this address is registered and still waits for verification, a new link is on its way. It is valid for 24 hours.';

const recoveryToken = line().min(1);
const confirmPasswordMatches = { message: PASSWORD_MESSAGES.mustMatch, path: ['confirmPassword'] };

/** POST /api/user/reset-password: what the server needs. */
export const ResetPasswordBodySchema = z.object({ recoveryToken, newPassword: NewPasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The set-new-password form; an empty confirmation reports "required", not "must match". */
export const ResetPasswordSchema = ResetPasswordBodySchema.extend({
  confirmPassword: requiredLine(PASSWORD_MESSAGES.confirmRequired),
}).refine((d) => d.confirmPassword === '' || d.confirmPassword === d.newPassword, confirmPasswordMatches);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

const newDiffersFromOld = {
  message: 'Current and New Password should be different',
  path: ['newPassword'],
};
const differs = (d: { oldPassword: string; newPassword: string }) =>
  d.oldPassword === '' || d.newPassword === '' || d.oldPassword !== d.newPassword;

const changePasswordFields = z.object({
  oldPassword: requiredLine('Current password is required'),
  newPassword: NewPasswordSchema,
});

/** POST /api/user/changePassword. */
export const ChangePasswordBodySchema = changePasswordFields.refine(differs, newDiffersFromOld);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The change-password form. */
export const ChangePasswordSchema = changePasswordFields
  .extend({ repeatPassword: requiredLine('Repeat Password is required') })
  .refine(differs, newDiffersFromOld)
  .refine((d) => d.repeatPassword === '' || d.repeatPassword === d.newPassword, {
    message: PASSWORD_MESSAGES.mustMatch,
    path: ['repeatPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Email verification link (/verifyEmail/:recoveryToken). */
export const VerifyEmailSchema = z.object({ recoveryToken });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** Outcomes of email verification (part 2 §4): a verification request was raised, or done at once. */
export const VERIFY_EMAIL_STATUS = {
  leadCreated: 'emailVerifiedAndLeadCreated',
  hcpVerifiedInstantly: 'emailVerifiedAndHcpVerifiedInstantly',
} as const;
export const VerifyEmailResponseSchema = z.object({
  status: z.enum([VERIFY_EMAIL_STATUS.leadCreated, VERIFY_EMAIL_STATUS.hcpVerifiedInstantly]),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** The signed-in user (part 1 §3 "Logged user"); image is a URL, possibly site-relative. */
export const LoggedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  title: TitleSchema,
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  organisation: z.string().nullable(),
  professionalNumber: z.string().nullable(),
  region: CountryCodeSchema,
  seniority: SeniorityCodeSchema.nullable(),
  speciality: SpecialityCodeSchema.nullable(),
  providerId: z.boolean(),
  customer_id: z.string(),
  crm_country: z.string(),
  digital_id: z.string(),
  /** Kept for the member app's older checks: `role === 'admin'`. */
  isAdmin: z.boolean(),
  role: RoleSchema,
  /** The member's language for the site and their e-mails; null until they or their browser chose one. */
  locale: z.enum(LOCALES).nullable(),
  unseenMsgCount: z.number().int().min(0),
  /** The access gates (core/access-policy.ts): documents to accept, and the verification's validity. */
  consentOutstanding: z.array(z.enum(GATED_DOCUMENTS)),
  verification: VerificationValiditySchema,
});
export type LoggedUser = z.infer<typeof LoggedUserSchema>;
