import { z } from 'zod';
import { CountryCodeSchema, SeniorityCodeSchema, SpecialityCodeSchema, TitleSchema } from './enums.js';
import { requiredText } from './fields.js';
import { pagedSchema } from './pagination.js';

/** How an HCP is verified: DocCheck (Germany), a US NPI check, an admin's review, or a provider ID. */
export const HCP_VERIFICATION_METHODS = ['docCheck', 'npi', 'review', 'providerId'] as const;
export const HcpVerificationMethodSchema = z.enum(HCP_VERIFICATION_METHODS);

/** One pending request in the admins' verification queue (GET /api/admin/verifications). */
export const HcpVerificationItemSchema = z.object({
  id: z.number().int(),
  method: HcpVerificationMethodSchema,
  /** When the member verified their e-mail and the request entered the queue. */
  requestedAt: z.string(),
  registeredAt: z.string(),
  /** What an automatic check found, for the reviewer (e.g. a DocCheck login that failed). */
  note: z.string().nullable(),
  member: z.object({
    id: z.number().int(),
    email: z.string(),
    title: TitleSchema,
    firstName: z.string(),
    lastName: z.string(),
    region: CountryCodeSchema,
    organisation: z.string().nullable(),
    seniority: SeniorityCodeSchema.nullable(),
    speciality: SpecialityCodeSchema.nullable(),
    professionalNumber: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    image: z.string().nullable(),
    providerId: z.boolean(),
  }),
});
export type HcpVerificationItem = z.infer<typeof HcpVerificationItemSchema>;

export const HcpVerificationListSchema = pagedSchema(HcpVerificationItemSchema);
export type HcpVerificationList = z.infer<typeof HcpVerificationListSchema>;

export const VerificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const REJECTION_REASON_MAX = 1000;
/** POST /api/admin/verifications/:id/reject: the reason is mailed to the member. */
export const RejectVerificationSchema = z.object({
  reason: requiredText('Reason is required').max(REJECTION_REASON_MAX, `At most ${REJECTION_REASON_MAX} characters`),
});
export type RejectVerification = z.infer<typeof RejectVerificationSchema>;

export const VerificationDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['approved', 'rejected']),
});
export type VerificationDecision = z.infer<typeof VerificationDecisionSchema>;

export const VERIFICATION_ERROR_CODES = {
  /** Approve or reject on a request that is no longer pending (another admin was first). */
  alreadyDecided: 'verificationAlreadyDecided',
} as const;
