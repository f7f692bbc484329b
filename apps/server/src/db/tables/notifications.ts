import type { Generated, Insertable, Selectable } from 'kysely';
import type { NotificationChannel, NotificationKind } from '@aatd/contract';
import type { NullableTimestamp, Timestamp } from './core.js';

/** What a member should hear about (db/migrations/0080_notifications). */
export interface NotificationsTable {
  id: Generated<number>;
  member_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  link: string;
  subject: string;
  /** Unread rows with the same key fold into one (a second message from the same member). */
  group_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** A member's departures from the default channel of a kind. */
export interface NotificationPreferencesTable {
  member_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  updated_at: Timestamp;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
}
