import { z } from 'zod';
import { memberFields } from './fields.js';
import { LoggedUserSchema } from './identity.js';
import { LOCALES } from './locales.js';
import { ProfileMobileSchema } from './phone.js';

export const IMAGE_STATUS = ['IMAGE_UNCHANGED', 'IMAGE_DELETED', 'IMAGE_UPDATED'] as const;
export const ImageStatusSchema = z.enum(IMAGE_STATUS);
export type ImageStatus = z.infer<typeof ImageStatusSchema>;

/**
 * What happened to the photo since the profile loaded (part 2 §4): the same value is unchanged,
 * nothing is a deletion, anything else is a new upload.
 */
export const imageStatusOf = (loaded: unknown, current: unknown): ImageStatus => {
  if (current === loaded) return 'IMAGE_UNCHANGED';
  if (current === null || current === undefined || current === '') return 'IMAGE_DELETED';
  return 'IMAGE_UPDATED';
};

/**
 * Edit Profile (part 2 §5). Region is required although the old form labelled it optional; the
 * label follows the rule now. The photo itself is checked with upload.ts (1 MB limit).
 */
export const ProfileFormSchema = z.object({
  ...memberFields,
  mobileNumber: ProfileMobileSchema,
  optOut: z.boolean(),
  imageStatus: ImageStatusSchema,
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** PUT /api/user, multipart: the same fields as string parts; the photo is a file part. */
export const ProfileBodySchema = ProfileFormSchema.extend({
  optOut: z.enum(['true', 'false']).optional(),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const PROFILE_MESSAGES = {
  optOutLabel: 'Opt out (please remove my details from the community)',
  updated: 'Profile successfully updated.',
  /** Spelling as in the spec. */
  sessionInvalid: 'Acces token invalid or expired. Please log again.',
  failed: 'Error in updating Profile',
} as const;

/**
 * The member's own editable profile (GET /api/user/profile, and the `data` of PUT /api/user): the
 * logged-user fields plus the opt-out flag the Edit Profile form must show as loaded. Only the owner
 * ever receives it, so e-mail and mobile are not masked here.
 */
export const OwnProfileSchema = LoggedUserSchema.omit({
  unseenMsgCount: true,
  consentOutstanding: true,
  verification: true,
}).extend({ optOut: z.boolean() });
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = z.object({ data: OwnProfileSchema });

/** PUT /api/user/language: the member's language, kept for their next sign-in and their e-mails. */
export const LanguagePreferenceSchema = z.object({ locale: z.enum(LOCALES) });
export type LanguagePreference = z.infer<typeof LanguagePreferenceSchema>;
export const LanguagePreferenceResponseSchema = z.object({ locale: z.enum(LOCALES) });
