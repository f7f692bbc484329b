import { z } from 'zod';
import { line } from './fields.js';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  UNSUBSCRIBE_TOPICS,
} from './notification-kinds.js';

export * from './notification-kinds.js';

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  /** Who caused it (the member who replied or shared); null for the site's own notices. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The item's title or what happened, in plain words. */
  subject: z.string(),
  /** Where it leads, a path of this site. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Keyset paging: `before` is the `next` cursor of the previous page. */
export const NotificationListQuerySchema = z.object({
  before: line().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export const NotificationListSchema = z.object({
  data: z.array(NotificationSchema),
  /** The cursor of the next (older) page, or null on the last page. */
  next: z.string().nullable(),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationUnreadSchema = z.object({ unread: z.number().int().min(0) });

export const NotificationPreferenceSchema = z.object({
  kind: NotificationKindSchema,
  channel: NotificationChannelSchema,
});
export const NotificationPreferencesSchema = z.object({ data: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesUpdateSchema = z.object({
  data: z.array(NotificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});

/** One-click unsubscribe (RFC 8058): the signed token from the mail's List-Unsubscribe link. */
export const NotificationUnsubscribeQuerySchema = z.object({ token: line().min(16).max(256) });
export const NotificationUnsubscribeResultSchema = z.object({
  kind: z.enum(UNSUBSCRIBE_TOPICS),
  channel: NotificationChannelSchema,
});

export const NotificationErrorCodes = {
  notificationNotFound: 'notificationNotFound',
  invalidUnsubscribeToken: 'invalidUnsubscribeToken',
  channelNotOffered: 'channelNotOffered',
} as const;
