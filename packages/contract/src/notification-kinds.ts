/**
 * What a member can be notified of, and how. Plain constants (no zod) so the header's bell can
 * import them without pulling the schemas into the first chunk.
 */
export const NOTIFICATION_KINDS = [
  'commentReply',
  'threadReply',
  'share',
  'message',
  'verificationDecided',
  'savedItemChanged',
  'reviewWaiting',
  'caseAssigned',
  'followedItem',
  'followedModule',
  'journalWatchMonth',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** in-app only; in-app and an e-mail at once; in-app and a line in the weekly summary; nothing. */
export const NOTIFICATION_CHANNELS = ['inApp', 'emailNow', 'weekly', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

interface KindInfo {
  /** The label of the preference row in My Account. */
  label: string;
  default: NotificationChannel;
  /** Channels a member may pick: a kind that already has its own e-mail (a share's notice, a verification decision) offers no second one. */
  channels: readonly NotificationChannel[];
  /** Only staff with the right role hear of it. */
  staff?: boolean;
}

const ALL = ['inApp', 'emailNow', 'weekly', 'off'] as const;
const NO_EMAIL = ['inApp', 'off'] as const;

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, KindInfo> = {
  commentReply: { label: 'A reply to my comment', default: 'emailNow', channels: ALL },
  threadReply: { label: 'A reply in a discussion I took part in', default: 'inApp', channels: ALL },
  share: { label: 'A colleague shared a page with me', default: 'inApp', channels: NO_EMAIL },
  message: { label: 'A new private message', default: 'inApp', channels: ALL },
  verificationDecided: { label: 'A decision on my verification', default: 'inApp', channels: ['inApp', 'off'] },
  savedItemChanged: { label: 'An item I saved was updated or withdrawn', default: 'inApp', channels: ALL },
  reviewWaiting: { label: 'Content waiting for my review', default: 'inApp', channels: ALL, staff: true },
  caseAssigned: { label: 'A safety case assigned to me', default: 'emailNow', channels: ALL, staff: true },
  followedItem: { label: 'A new item in an area I follow', default: 'inApp', channels: ALL },
  followedModule: { label: 'A new education module on a topic I follow', default: 'inApp', channels: ALL },
  // "By e-mail at once" is the monthly digest mail: the month's top items with their summaries.
  journalWatchMonth: {
    label: 'A new month of Journal Watch (the monthly digest)',
    default: 'emailNow',
    channels: ['inApp', 'emailNow', 'off'],
  },
};

/**
 * What a one-click unsubscribe link stops: one kind's e-mail, or the whole weekly summary (every
 * kind sent to it goes back to the site only).
 */
export const WEEKLY_SUMMARY = 'weeklySummary' as const;
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_KINDS, WEEKLY_SUMMARY] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'On the site',
  emailNow: 'On the site and by e-mail at once',
  weekly: 'On the site and in the weekly summary',
  off: 'Off',
};

/** One page of the notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
