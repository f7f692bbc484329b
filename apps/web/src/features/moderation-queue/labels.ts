import {
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_LABELS,
  MODERATION_SOURCE_LABELS,
  type ModerationActionKind,
  type ModerationSource,
} from '@aatd/contract';

export const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => when.format(new Date(iso));

export const reasonLabel = (reason: string) => MODERATION_REASON_LABELS[reason] ?? reason;
export const sourceLabel = (source: ModerationSource) => MODERATION_SOURCE_LABELS[source];
/** A history entry's label: an action's name, or an earlier item's reason. */
export const historyLabel = (kind: 'item' | 'action', label: string) =>
  kind === 'action'
    ? (MODERATION_ACTION_LABELS[label as ModerationActionKind] ?? label)
    : `Reported or flagged: ${reasonLabel(label)}`;
