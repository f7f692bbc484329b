import { z } from 'zod';
import { requiredLine, requiredText } from './fields.js';

/* Activity preferences (part 2 §2.12, §4): members opt in or out; admins (API or CLI) add activities. */

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
  name: requiredLine('Name is required').max(ACTIVITY_NAME_MAX),
  description: requiredText('Description is required').max(ACTIVITY_DESCRIPTION_MAX),
});
export type ActivityCreate = z.infer<typeof ActivityCreateSchema>;
export const ActivityTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
});
