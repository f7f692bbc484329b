import { SITE_ROUTES, type UnsubscribeTopic } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { enqueueMails, type MailInput } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { appLink, mailText, renderMail } from '../mail/templates/index.js';
import type { ServiceContext } from '../service-context.js';
import { insertNotifications, type NotifiedRow, type NotifyInput } from './notifications.repository.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** Who was told of an event: publish their counts with announceNotified once the transaction commits. */
export type Notified = Pick<NotifiedRow, 'member_id' | 'unread'>[];

export type MailCtx = Pick<ServiceContext, 'deployment' | 'env'>;

/** What announcing needs: the bus (none in a background job: counts then arrive with the next stream) and a logger. */
export type AnnounceCtx = Pick<ServiceContext, 'events'> & { log: { warn(obj: object, msg: string): void } };

/**
 * The one way a notification is written: in the caller's transaction (`trx`), so it exists only
 * if its cause does. Members who chose "e-mail at once" get a mail through the outbox in the same
 * transaction, with RFC 8058 one-click unsubscribe headers and a link to their preferences.
 */
export async function notify(trx: Db, ctx: MailCtx, input: NotifyInput): Promise<Notified> {
  const rows = await insertNotifications(trx, input);
  const mails = rows.filter((r) => r.channel === 'emailNow' && r.mailable).map((r) => notificationMail(ctx, r, input));
  await enqueueMails(trx, mails);
  return rows.map(({ member_id, unread }) => ({ member_id, unread }));
}

/** The links every notification mail carries: one-click unsubscribe and the preferences page. */
export function unsubscribeLinks(ctx: MailCtx, memberId: number, kind: UnsubscribeTopic) {
  const brand = mailBrand(ctx);
  const token = unsubscribeToken(ctx.env, memberId, kind);
  return {
    // The API answers the mail client's POST (RFC 8058); the page asks a person to confirm first,
    // since link checkers open every link in a mail.
    oneClick: appLink(brand, `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
    page: appLink(brand, SITE_ROUTES.notificationsUnsubscribe.replace(':token', encodeURIComponent(token))),
    preferences: appLink(brand, `${SITE_ROUTES.accounts}#notifications`),
  };
}

function notificationMail(ctx: MailCtx, r: NotifiedRow, input: NotifyInput): MailInput {
  const brand = mailBrand(ctx);
  const links = unsubscribeLinks(ctx, r.member_id, input.kind);
  const text = mailText(r.locale);
  const t = text.notification;
  const line = t.line(text.kinds[input.kind], input.mailSubject?.(text) ?? input.subject);
  const mail = renderMail(brand, {
    to: r.email,
    name: r.name,
    locale: r.locale,
    subject: line.slice(0, 200),
    paragraphs: [line],
    action: { label: t.action, url: appLink(brand, input.link) },
    note: t.note(links.preferences, links.page),
  });
  return withUnsubscribeHeaders(mail, links);
}

/** RFC 8058: the mail client's one-click unsubscribe, a POST to the link with no sign-in. */
export const withUnsubscribeHeaders = (mail: MailInput, links: { oneClick: string }): MailInput => ({
  ...mail,
  headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

/** Tells each member's open tabs their unread count; a failed publish must not fail the request. */
export async function announceNotified(ctx: AnnounceCtx, notified: Notified): Promise<void> {
  if (!ctx.events || notified.length === 0) return;
  const results = await Promise.allSettled(
    notified.map((n) => ctx.events!.publish(n.member_id, { type: 'notifications', unread: n.unread })),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) ctx.log.warn({ failed }, 'notification counts not delivered live');
}
