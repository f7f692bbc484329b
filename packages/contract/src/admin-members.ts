import { z } from 'zod';
import { ModerationActionKindSchema, ModerationItemStateSchema, ModerationSourceSchema } from './moderation-queue.js';
import { CountryCodeSchema, TitleSchema } from './enums.js';
import { line } from './fields.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';
import { RoleSchema } from './roles.js';
import { HcpVerificationMethodSchema } from './verification.js';
import { VERIFICATION_VALIDITY_STATES } from './consent.js';

/**
 * Member administration in the staff console ("Members"): admins search, inspect and act
 * on members; moderators may look but not act. Routes: /api/admin/members... and
 * /api/admin/invitations (apps/server/src/features/admin-members). There is no suspension yet, so a
 * member's status is where they stand in registration.
 */

/** pendingEmail: the e-mail link is not clicked yet; pendingHcp: waiting for HCP verification. */
export const MEMBER_STATUSES = ['pendingEmail', 'pendingHcp', 'verified', 'rejected'] as const;
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  pendingEmail: 'Pending e-mail',
  pendingHcp: 'Pending HCP verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const ADMIN_MEMBER_SORTS = ['name', 'email', 'country', 'registered'] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];
export const ADMIN_MEMBERS_PAGE_SIZE = 25;

/** GET /api/admin/members: filters combine (AND); `q` matches a part of the name or e-mail. */
export const AdminMemberListQuerySchema = z.object({
  q: line().max(200).optional(),
  country: CountryCodeSchema.optional(),
  role: RoleSchema.optional(),
  status: MemberStatusSchema.optional(),
  sort: z.enum(ADMIN_MEMBER_SORTS).default('registered'),
  order: z.enum(['desc', 'asc']).default('desc'),
  page: PageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_MEMBERS_PAGE_SIZE),
});
export type AdminMemberListQuery = z.input<typeof AdminMemberListQuerySchema>;

export const AdminMemberListItemSchema = z.object({
  id: z.number().int(),
  title: TitleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: CountryCodeSchema,
  role: RoleSchema,
  status: MemberStatusSchema,
  registeredAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** When the HCP verification runs out (validity period from the decision), and where it stands. */
  verificationExpiresAt: z.string().nullable(),
  verificationState: z.enum(VERIFICATION_VALIDITY_STATES),
});
export type AdminMemberListItem = z.infer<typeof AdminMemberListItemSchema>;
export const AdminMemberListSchema = pagedSchema(AdminMemberListItemSchema);
export type AdminMemberList = z.infer<typeof AdminMemberListSchema>;

/** A staff member or member as a record names them; null when the account is gone. */
const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The member's HCP verification request: how, what the automatic checks saw, and the decision. */
export const AdminVerificationRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['awaitingEmail', 'pending', 'approved', 'rejected']),
  method: HcpVerificationMethodSchema,
  /** What DocCheck confirmed (its user id and profession), or why it could not. */
  docCheck: z.string().nullable(),
  /** The NPI number and whether its check digit is valid. */
  npi: z.string().nullable(),
  reason: z.string().nullable(),
  decidedBy: PersonRefSchema,
  decidedAt: z.string().nullable(),
  requestedAt: z.string(),
});

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminMemberDetailSchema = z.object({
  member: AdminMemberListItemSchema.extend({
    organisation: z.string().nullable(),
    seniority: z.string().nullable(),
    speciality: z.string().nullable(),
    professionalNumber: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    providerId: z.boolean(),
    optedOut: z.boolean(),
    emailVerifiedAt: z.string().nullable(),
    hcpVerifiedAt: z.string().nullable(),
    /** When a requested erasure anonymises the account (signing in before then cancels it). */
    eraseAfter: z.string().nullable(),
  }),
  verification: AdminVerificationRequestSchema.nullable(),
  /** Sign-in sessions, newest first (the latest 20), and how many tokens are live right now. */
  sessions: z.array(
    z.object({ id: z.number().int(), startedAt: z.string(), lastSeenAt: z.string(), endedAt: z.string().nullable() }),
  ),
  liveTokens: z.number().int(),
  /** Who invited this member, if anyone did. */
  invitedBy: z.array(z.object({ inviter: PersonRefSchema, sentAt: z.string(), acceptedAt: z.string().nullable() })),
  /** Invitations the member sent, newest first (the latest 50). */
  invitationsSent: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      sentAt: z.string(),
      acceptedAt: z.string().nullable(),
      member: PersonRefSchema,
    }),
  ),
  /** Staff actions on this member, newest first (the latest 50). */
  history: z.array(AdminAuditEntrySchema),
  /** Moderation queue items about this member's content or reported by them, newest first (the latest 50). */
  reports: z.array(
    z.object({
      id: z.number().int(),
      /** Whether the member wrote the content (author) or made the report (reporter). */
      as: z.enum(['author', 'reporter']),
      source: ModerationSourceSchema,
      reason: z.string(),
      excerpt: z.string().nullable(),
      state: ModerationItemStateSchema,
      resolution: ModerationActionKindSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** Answer of a member action: what was done, in words the console shows. */
export const AdminMemberActionResultSchema = z.object({ id: z.number().int(), message: z.string() });
export type AdminMemberActionResult = z.infer<typeof AdminMemberActionResultSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted'] as const;
export const AdminInvitationListQuerySchema = z.object({
  /** Part of the invited address or of the inviter's name or e-mail. */
  q: line().max(200).optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
  page: PageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_MEMBERS_PAGE_SIZE),
});
export type AdminInvitationListQuery = z.input<typeof AdminInvitationListQuerySchema>;

export const AdminInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  inviter: PersonRefSchema,
  /** The account the invitation became, and where it stands. */
  member: z.object({ id: z.number().int(), name: z.string(), status: MemberStatusSchema }).nullable(),
});
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;
export const AdminInvitationListSchema = pagedSchema(AdminInvitationSchema);
export type AdminInvitationList = z.infer<typeof AdminInvitationListSchema>;
