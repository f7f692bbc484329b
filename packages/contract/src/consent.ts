import { z } from 'zod';

/** The versioned legal documents a member accepts (terms, privacy notice) or chooses under (cookie policy). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const;
export const LegalDocumentSchema = z.enum(LEGAL_DOCUMENTS);
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
/** The documents a member must have accepted in their current version before content is served. */
export const GATED_DOCUMENTS = ['terms', 'privacy'] as const satisfies readonly LegalDocument[];
export type GatedDocument = (typeof GATED_DOCUMENTS)[number];

export const LEGAL_DOCUMENT_TITLES: Record<LegalDocument, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy and Consent',
  cookies: 'Site Cookie Policy',
};

/** A document's configured version and the date it took effect (YYYY-MM-DD). */
export const LegalVersionSchema = z.object({ version: z.string().min(1), date: z.string() });
export type LegalVersion = z.infer<typeof LegalVersionSchema>;
export const LegalVersionsSchema = z.object({
  terms: LegalVersionSchema,
  privacy: LegalVersionSchema,
  cookies: LegalVersionSchema,
});
export type LegalVersions = z.infer<typeof LegalVersionsSchema>;

/**
 * The error codes of the two access gates (core/access-policy.ts): every content call answers 403
 * with one of them until the member has accepted the current terms/privacy notice, or while their
 * HCP verification has run out.
 */
export const ACCESS_GATE_CODES = {
  consentRequired: 'CONSENT_REQUIRED',
  verificationExpired: 'VERIFICATION_EXPIRED',
} as const;
export const ACCESS_GATE_MESSAGES = {
  consentRequired: 'Please accept the updated terms before you go on.',
  verificationExpired:
    'Your healthcare-professional verification has expired. Please confirm your details to be re-verified.',
} as const;

/** GET /api/user/consents: which versions are in force, which the member accepted, which are outstanding. */
export const ConsentStatusSchema = z.object({
  current: LegalVersionsSchema,
  accepted: z.object({ terms: z.string().nullable(), privacy: z.string().nullable() }),
  outstanding: z.array(z.enum(GATED_DOCUMENTS)),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** POST /api/user/consents: the versions the member accepts (they must be the ones in force). */
export const AcceptConsentsBodySchema = z.object({
  accept: z
    .array(z.object({ document: z.enum(GATED_DOCUMENTS), version: z.string().min(1).max(100) }))
    .min(1)
    .max(2),
});
export type AcceptConsentsBody = z.infer<typeof AcceptConsentsBodySchema>;

/**
 * POST /api/user/cookie-consent: a signed-in member's choice of the optional cookie categories
 * (the banner's), recorded with the cookie policy version in force.
 */
export const CookieChoiceBodySchema = z
  .object({
    personalisation: z.boolean(),
    advertising: z.boolean(),
    analysis: z.boolean(),
    /** When the choice was made, as the browser kept it (the cookie banner writes it with the choice). */
    madeAt: z.iso.datetime({ offset: true, error: 'Give the time of the choice as an ISO date-time.' }).optional(),
    /** The cookie policy version in force when the choice was made, when the browser knew it. */
    policyVersion: z.string().trim().min(1).max(40).optional(),
    /**
     * A choice the browser holds from before this sign-in: recorded once, marked so, and
     * only when no record of that choice exists for the member yet.
     */
    beforeSignIn: z.boolean().optional(),
  })
  .refine((b) => !b.beforeSignIn || b.madeAt !== undefined, {
    message: 'A choice made before sign-in needs the time it was made.',
    path: ['madeAt'],
  });
export type CookieChoiceBody = z.infer<typeof CookieChoiceBodySchema>;
/** Whether the choice was recorded (false: that choice was already on record for the member). */
export const CookieChoiceResultSchema = z.object({ recorded: z.boolean() });

export const CONSENT_SOURCES = [
  'registration',
  'signIn',
  'cookieBanner',
  'cookieBannerBeforeSignIn',
  'operator',
] as const;
export const ConsentSourceSchema = z.enum(CONSENT_SOURCES);

/** One record of a member's consent history (admin console). */
export const ConsentRecordSchema = z.object({
  id: z.number().int(),
  document: LegalDocumentSchema,
  version: z.string(),
  /** Accepted (terms, privacy) or the cookie choice made. */
  choice: z.record(z.string(), z.boolean()).nullable(),
  source: ConsentSourceSchema,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** When the member made the choice, when it differs from the record's time (made before sign-in). */
  chosenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
export const ConsentHistorySchema = z.object({ data: z.array(ConsentRecordSchema) });
export type ConsentHistory = z.infer<typeof ConsentHistorySchema>;

/** Where a member's HCP verification stands against its validity period. */
export const VERIFICATION_VALIDITY_STATES = ['valid', 'expiring', 'expired', 'none'] as const;
export const VerificationValiditySchema = z.object({
  state: z.enum(VERIFICATION_VALIDITY_STATES),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** A re-verification request the member raised is waiting in the queue. */
  renewalPending: z.boolean(),
});
export type VerificationValidity = z.infer<typeof VerificationValiditySchema>;

/** POST /api/user/reverification: the member confirms (and may correct) their professional details. */
export const ReverificationBodySchema = z.object({
  organisation: z.string().trim().min(1, 'Please enter your organisation').max(200),
  professionalNumber: z.string().trim().max(50).optional(),
  confirmed: z.literal(true, { error: 'Please confirm that these details are correct' }),
});
export type ReverificationBody = z.infer<typeof ReverificationBodySchema>;
