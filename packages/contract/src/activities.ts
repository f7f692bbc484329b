import { z } from 'zod';
import { requiredLine, requiredText } from './fields.js';

/* Activity preferences (part 2 §2.12, §4): members opt in or out; admins (API or CLI) add activities. */

export const ACTIVITY_TEXT = {
  intro: 'please choose activities that you would like to participate in',
  optIn: 'Opt-In',
  optOut: 'Opt-Out',
  empty: 'No activities found',
  retired: 'No longer offered',
} as const;

export const ActivityPreferenceSchema = z.object({
  activityTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  optInStatus: z.boolean(),
  /** No longer offered: shown only to members who opted in, who may still opt out. */
  retired: z.boolean(),
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

/* Activity types in the console: editors and admins list, add, edit, reorder and retire
   them. A retired type is no longer offered; members who opted in still see it and may opt out. */

export const ACTIVITY_TYPE_STATUSES = ['active', 'retired'] as const;
export const ActivityTypeStatusSchema = z.enum(ACTIVITY_TYPE_STATUSES);
export type ActivityTypeStatus = z.infer<typeof ActivityTypeStatusSchema>;

export const ActivityTypeAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 1-based place in the members' list; retired types keep theirs so a restore puts them back. */
  position: z.number().int(),
  status: ActivityTypeStatusSchema,
  /** Members opted in now, so an editor sees who a retirement touches. */
  optedIn: z.number().int(),
  retiredAt: z.string().nullable(),
});
export type ActivityTypeAdmin = z.infer<typeof ActivityTypeAdminSchema>;

/** GET /api/admin/activity-types: every type, in the members' order. */
export const ActivityTypeAdminListSchema = z.object({ data: z.array(ActivityTypeAdminSchema) });
export type ActivityTypeAdminList = z.infer<typeof ActivityTypeAdminListSchema>;

/** PUT /api/admin/activity-types/order: every type's id, in the new order. */
export const ActivityTypeOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'The order must list the activity types').max(500),
});
export type ActivityTypeOrder = z.infer<typeof ActivityTypeOrderSchema>;

export const ACTIVITY_TYPE_ERRORS = {
  duplicateName: 'An activity type with this name already exists.',
  staleOrder: 'The list changed since it was loaded; reload it and try again.',
} as const;
