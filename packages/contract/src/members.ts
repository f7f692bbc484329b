import { z } from 'zod';
import { FeedbackFeatureSchema } from './enums.js';
import { emailSchema, requiredText } from './fields.js';
import { LoggedUserSchema } from './identity.js';
import { pagedSchema } from './pagination.js';

/**
 * The member's own editable profile (GET /api/user/profile, and the `data` of PUT /api/user): the
 * logged-user fields plus the opt-out flag the Edit Profile form must show as loaded. Only the owner
 * ever receives it, so e-mail and mobile are not masked here.
 */
export const OwnProfileSchema = LoggedUserSchema.omit({ unseenMsgCount: true }).extend({ optOut: z.boolean() });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = z.object({ data: OwnProfileSchema });

/* ---------- Activity preferences (part 2 §2.12, §4) ---------- */

export const ACTIVITY_TEXT = {
  intro: 'please choose activities that you would like to participate in',
  optIn: 'Opt-In',
  optOut: 'Opt-Out',
  empty: 'No activities found',
} as const;

export const ActivityPreferenceSchema = z.object({
  activityTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  optInStatus: z.boolean(),
});
export type ActivityPreference = z.infer<typeof ActivityPreferenceSchema>;
export const ActivityPreferencesSchema = z.array(ActivityPreferenceSchema);

export const ActivityOptBodySchema = z.object({ activityTypeId: z.number().int().positive() });
export type ActivityOptBody = z.infer<typeof ActivityOptBodySchema>;
export const ActivityOptResponseSchema = ActivityOptBodySchema.extend({ optInStatus: z.boolean() });

export const ACTIVITY_NAME_MAX = 120;
export const ACTIVITY_DESCRIPTION_MAX = 1000;
/** POST /api/admin/activities (and the CLI's activity:add). */
export const ActivityCreateSchema = z.object({
  name: requiredText('Name is required').max(ACTIVITY_NAME_MAX),
  description: requiredText('Description is required').max(ACTIVITY_DESCRIPTION_MAX),
});
export type ActivityCreate = z.infer<typeof ActivityCreateSchema>;
export const ActivityTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
});

/* ---------- Invite a friend (part 2 §2.13, §8) ---------- */

export const InviteBodySchema = z.object({ email: emailSchema('Invalid email format') });
export type InviteBody = z.infer<typeof InviteBodySchema>;
export const INVITE_ERROR_CODES = { userAlreadyExist: 'userAlreadyExist' } as const;
export const INVITE_MESSAGES = {
  userAlreadyExist: 'User already exists',
  /** Spelling as in the spec. */
  failed: 'Error occured while sending the invite',
  sent: 'Invitation sent',
} as const;
export const InviteResponseSchema = z.object({ message: z.string() });

/* ---------- Feedback (part 2 §2.17) ---------- */

export const FEEDBACK_TEXT_MAX = 5000;
export const FeedbackBodySchema = z.object({
  feedbackText: requiredText('Details are required').max(FEEDBACK_TEXT_MAX),
  feature: FeedbackFeatureSchema.optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** The browser form: '' is the "Select..." option of the Feature dropdown and is not sent. */
export const FeedbackFormSchema = FeedbackBodySchema.extend({
  feature: z.union([FeedbackFeatureSchema, z.literal('')]).optional(),
});
export type FeedbackFormInput = z.input<typeof FeedbackFormSchema>;

/**
 * The original swallowed feedback failures; they are shown now, and so is a success, in this
 * wording (the spec gives none).
 */
export const FEEDBACK_MESSAGES = {
  sent: 'Thank you for your feedback.',
  failed: 'Error in sending feedback. Please try again later.',
} as const;

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  feedbackText: z.string(),
  feature: FeedbackFeatureSchema.nullable(),
  createdAt: z.string(),
  member: z.object({
    id: z.number().int(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;
export const FeedbackPageSchema = pagedSchema(FeedbackItemSchema);
export const FEEDBACK_INBOX_PAGE_SIZE = 10;
