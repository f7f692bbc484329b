import { z } from 'zod';
import { COUNTRIES, SENIORITIES, SPECIALITIES } from './enums.js';
import { emailSchema, line, memberFields } from './fields.js';
import { PASSWORD_MESSAGES, passwordIssue } from './password.js';
import { RegistrationMobileSchema } from './phone.js';

export const ACCEPT_ALL_CONDITIONS = 'Please accept all conditions';

const registrationFields = {
  ...memberFields,
  email: emailSchema('Invalid email format'),
  mobileNumber: RegistrationMobileSchema,
  password: line().optional(),
  code: line().optional(), // doctor-verification code (Germany)
};

/** Password rules apply unless the e-mail is a provider ID: the provider then verifies, no password. */
const checkPassword = (password: string | undefined, ctx: z.RefinementCtx) => {
  const value = password ?? '';
  const message = value === '' ? PASSWORD_MESSAGES.required : passwordIssue(value);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['password'] });
};

const acceptedBox = z.boolean({ error: ACCEPT_ALL_CONDITIONS }).refine((v) => v, ACCEPT_ALL_CONDITIONS);

/** The browser's registration form (checkboxes are booleans). The image is checked by upload.ts. */
export const RegisterFormSchema = z
  .object({
    ...registrationFields,
    providerId: z.boolean().optional(),
    confirmPassword: line().optional(),
    hcpConfirmation: acceptedBox,
    privacyRead: acceptedBox,
    tcRead: acceptedBox,
  })
  .superRefine((d, ctx) => {
    if (d.providerId) return;
    checkPassword(d.password, ctx);
    const confirm = d.confirmPassword ?? '';
    const message =
      confirm === '' ? PASSWORD_MESSAGES.confirmRequired : confirm !== d.password ? PASSWORD_MESSAGES.mustMatch : '';
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

const acceptedFlag = z.literal('true', { error: ACCEPT_ALL_CONDITIONS });

/**
 * POST /api/auth/signup, multipart: every field is a string part, the acceptances are 'true', and the
 * image is a separate file part. Selects carry their labels, as the spec's signup request does
 (part 1 §3: seniority, speciality, region "(label)"), read back as codes. The confirmation stays in the form.
 * With providerId 'true' a password is not required and the server ignores one if sent.
 */
/**
 * A select's part as the spec's signup sends it, its label ("Professor", "Germany"), read as the
 * code the server stores; a code is taken as it is (older clients and the API's own callers).
 */
const codeOfLabel =
  (options: readonly { code: string; name: string }[]) =>
  (v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    return options.find((o) => o.name.toLowerCase() === t)?.code ?? v;
  };

export const SignupBodySchema = z
  .object({
    ...registrationFields,
    region: z.preprocess(codeOfLabel(COUNTRIES), memberFields.region),
    seniority: z.preprocess(codeOfLabel(SENIORITIES), memberFields.seniority),
    speciality: z.preprocess(codeOfLabel(SPECIALITIES), memberFields.speciality),
    providerId: z.enum(['true', 'false']).optional(),
    hcpConfirmation: acceptedFlag,
    privacyRead: acceptedFlag,
    tcRead: acceptedFlag,
  })
  .superRefine((d, ctx) => {
    if (d.providerId !== 'true') checkPassword(d.password, ctx);
  });
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const SIGNUP_STATUS = {
  /** The provider verified the HCP at once: the member may sign in. */
  verifiedHcp: 'verifiedHcp',
  /** A verification link was e-mailed; HCP verification follows the click. */
  pendingEmailVerification: 'pendingEmailVerification',
  /** Provider-ID registration: the provider must verify the account first. */
  pendingProviderVerification: 'pendingProviderVerification',
} as const;

export const SIGNUP_ACTION = {
  sentEmailVerificationLink: 'sentEmailVerificationLink',
  requestRaisedForProviderVerification: 'requestRaisedForProviderVerification',
  none: 'none',
} as const;

export const SignupResponseSchema = z.object({
  status: z.enum([
    SIGNUP_STATUS.verifiedHcp,
    SIGNUP_STATUS.pendingEmailVerification,
    SIGNUP_STATUS.pendingProviderVerification,
  ]),
  action: z.enum([
    SIGNUP_ACTION.sentEmailVerificationLink,
    SIGNUP_ACTION.requestRaisedForProviderVerification,
    SIGNUP_ACTION.none,
  ]),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** Where the browser goes after sign-up, in the spec's order of checks (part 1 §4). */
export const signupDestination = (res: SignupResponse) => {
  if (res.status === SIGNUP_STATUS.verifiedHcp) return 'registered' as const;
  if (res.action === SIGNUP_ACTION.sentEmailVerificationLink) {
    return 'emailVerificationSent' as const;
  }
  if (res.action === SIGNUP_ACTION.requestRaisedForProviderVerification) {
    return 'verificationRequested' as const;
  }
  return 'registered' as const;
};
