import {
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_LABELS,
  MODERATION_SOURCE_LABELS,
  type ModerationActionKind,
  type ModerationSource,
} from '@aatd/contract';

import { formatDateTime } from '@/lib/format-date';
/** The site's one date formatter (lib/format-date.ts), in the staff member's locale. */
export const formatWhen = (iso: string) => formatDateTime(iso);

export const reasonLabel = (reason: string) => MODERATION_REASON_LABELS[reason] ?? reason;
export const sourceLabel = (source: ModerationSource) => MODERATION_SOURCE_LABELS[source];
/** A history entry's label: an action's name, or an earlier item's reason. */
export const historyLabel = (kind: 'item' | 'action', label: string) =>
  kind === 'action'
    ? (MODERATION_ACTION_LABELS[label as ModerationActionKind] ?? label)
    : `Reported or flagged: ${reasonLabel(label)}`;
