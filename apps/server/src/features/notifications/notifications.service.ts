import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  NotificationErrorCodes,
  WEEKLY_SUMMARY,
  type NotificationChannel,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
} from '@aatd/contract';
import { hasRole, requireMember, type Actor } from '../../core/access-policy.js';
import { announceNotified } from '../../core/notifications/notify.js';
import {
  countUnread,
  findLiveMember,
  leaveWeeklySummary,
  listNotifications,
  listPreferences,
  markAllRead,
  markRead,
  savePreferences,
} from '../../core/notifications/notifications.repository.js';
import { readUnsubscribeToken } from '../../core/notifications/unsubscribe-token.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCursor, encodeCursor, presentNotification } from './notifications.presenter.js';

const notFoundError = () =>
  new AppError(404, NotificationErrorCodes.notificationNotFound, 'The notification was not found.');

/** GET /api/notifications: the member's own, newest first, keyset paged. */
export async function list(
  ctx: ServiceContext,
  actor: Actor,
  q: { before?: string | undefined; limit: number },
): Promise<NotificationList> {
  const member = requireMember(actor);
  const before = q.before ? decodeCursor(q.before) : null;
  const { rows, unread } = await listNotifications(ctx.db, member.id, { before, limit: q.limit });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: page.map(presentNotification),
    next: rows.length > q.limit && last ? encodeCursor(last) : null,
    unread,
  };
}

export async function unreadCount(ctx: ServiceContext, actor: Actor) {
  const member = requireMember(actor);
  return { unread: await countUnread(ctx.db, member.id) };
}

/** POST /api/notifications/:id/read: only her own; her other tabs hear the new count. */
export async function readOne(ctx: ServiceContext, actor: Actor, id: number) {
  const member = requireMember(actor);
  const unread = await markRead(ctx.db, member.id, id);
  if (unread === null) throw notFoundError();
  await announceNotified(ctx, [{ member_id: member.id, unread }]);
  return { unread };
}

export async function readAll(ctx: ServiceContext, actor: Actor) {
  const member = requireMember(actor);
  await markAllRead(ctx.db, member.id);
  await announceNotified(ctx, [{ member_id: member.id, unread: 0 }]);
  return { unread: 0 };
}

/** The kinds this member may hear of: staff kinds only for the roles they concern. */
const kindsFor = (member: NonNullable<Actor>) =>
  NOTIFICATION_KINDS.filter((k) => {
    if (k === 'reviewWaiting') return hasRole(member, 'reviewer');
    if (k === 'caseAssigned') return hasRole(member, ['safety', 'moderator']);
    return true;
  });

/** GET /api/notifications/preferences: every kind she may hear of, with her channel or the default. */
export async function preferences(ctx: ServiceContext, actor: Actor): Promise<NotificationPreferences> {
  const member = requireMember(actor);
  const saved = new Map((await listPreferences(ctx.db, member.id)).map((p) => [p.kind, p.channel]));
  return {
    data: kindsFor(member).map((kind) => ({ kind, channel: saved.get(kind) ?? NOTIFICATION_KIND_INFO[kind].default })),
  };
}

const assertOffered = (kind: NotificationKind, channel: NotificationChannel) => {
  if (!NOTIFICATION_KIND_INFO[kind].channels.includes(channel)) {
    throw new AppError(
      400,
      NotificationErrorCodes.channelNotOffered,
      `“${NOTIFICATION_KIND_INFO[kind].label}” cannot be set to this channel.`,
    );
  }
};

/** PUT /api/notifications/preferences: the kinds given change, the others stay. */
export async function updatePreferences(
  ctx: ServiceContext,
  actor: Actor,
  body: { data: { kind: NotificationKind; channel: NotificationChannel }[] },
): Promise<NotificationPreferences> {
  const member = requireMember(actor);
  for (const p of body.data) assertOffered(p.kind, p.channel);
  await savePreferences(ctx.db, member.id, body.data);
  return preferences(ctx, actor);
}

/**
 * POST /api/notifications/unsubscribe?token=: RFC 8058 one-click unsubscribe from a mail. No
 * sign-in: the signed token names the member and the kind, and the kind's e-mail stops (it stays
 * on the site), or the weekly summary stops. Repeating it is harmless.
 */
export async function unsubscribe(ctx: ServiceContext, token: string) {
  const read = readUnsubscribeToken(ctx.env, token);
  if (!read || !(await findLiveMember(ctx.db, read.memberId))) {
    throw new AppError(
      400,
      NotificationErrorCodes.invalidUnsubscribeToken,
      'This unsubscribe link is not valid. Change your notification preferences in My Account instead.',
    );
  }
  if (read.kind === WEEKLY_SUMMARY) {
    // Every kind she sends to the summary goes back to the site only: no summary comes again.
    await leaveWeeklySummary(ctx.db, read.memberId);
    return { kind: read.kind, channel: 'inApp' as const };
  }
  const channel: NotificationChannel = NOTIFICATION_KIND_INFO[read.kind].channels.includes('inApp') ? 'inApp' : 'off';
  await savePreferences(ctx.db, read.memberId, [{ kind: read.kind, channel }]);
  return { kind: read.kind, channel };
}
