import { SITE_ROUTES, WEEKLY_SUMMARY, articleHref } from '@aatd/contract';
import type { MailInput } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { appLink, mailText, renderMail } from '../mail/templates/index.js';
import type { ClaimedDigest, WeeklyLine } from './digests.repository.js';
import { unsubscribeLinks, withUnsubscribeHeaders, type MailCtx } from './notify.js';

export interface DigestItem {
  id: number;
  title: string;
  excerpt: string;
  journal: string | null;
  impact_factor: number | null;
}

/** A weekly summary lists at most this many lines (the rest wait under the bell). */
export const WEEKLY_LINES_MAX = 30;

/** The month's Journal Watch: its ranked items with their summaries, one link each, in the member's language. */
export function journalWatchDigestMail(
  ctx: MailCtx,
  to: ClaimedDigest,
  month: Date,
  items: readonly DigestItem[],
): MailInput {
  const brand = mailBrand(ctx);
  const links = unsubscribeLinks(ctx, to.member_id, 'journalWatchMonth');
  const text = mailText(to.locale);
  const t = text.journalWatch;
  const monthName = text.dates.month(month);
  const paragraphs = items.flatMap((item, i) => {
    const source = [item.journal, item.impact_factor === null ? null : t.impactFactor(item.impact_factor)]
      .filter(Boolean)
      .join(', ');
    return [
      `${i + 1}. ${item.title}${source ? ` (${source})` : ''}`,
      ...(item.excerpt ? [item.excerpt.length > 600 ? `${item.excerpt.slice(0, 597)}...` : item.excerpt] : []),
      t.readIt(appLink(brand, articleHref('journalwatch', item.id))),
    ];
  });
  const mail = renderMail(brand, {
    to: to.email,
    name: to.name,
    locale: to.locale,
    subject: t.subject(monthName, items.length),
    paragraphs: [t.intro(monthName), ...paragraphs],
    action: { label: t.action, url: appLink(brand, SITE_ROUTES.journalWatch) },
    note: t.note(links.preferences, links.page),
  });
  return withUnsubscribeHeaders(mail, links);
}

/** The week's notifications of the kinds the member sends to the summary, oldest first. */
export function weeklySummaryMail(ctx: MailCtx, to: ClaimedDigest, lines: readonly WeeklyLine[]): MailInput {
  const brand = mailBrand(ctx);
  const links = unsubscribeLinks(ctx, to.member_id, WEEKLY_SUMMARY);
  const text = mailText(to.locale);
  const t = text.weekly;
  const shown = lines.slice(0, WEEKLY_LINES_MAX);
  const more = lines.length - shown.length;
  const mail = renderMail(brand, {
    to: to.email,
    name: to.name,
    locale: to.locale,
    subject: t.subject(brand.deployment.siteName, lines.length),
    paragraphs: [
      t.intro,
      ...shown.map((l) =>
        t.line(text.dates.dayMonth(new Date(l.created_at)), text.kinds[l.kind], l.subject, appLink(brand, l.link)),
      ),
      ...(more > 0 ? [t.more(more)] : []),
    ],
    action: { label: t.action, url: appLink(brand, SITE_ROUTES.notifications) },
    note: t.note(links.preferences, links.page),
  });
  return withUnsubscribeHeaders(mail, links);
}
