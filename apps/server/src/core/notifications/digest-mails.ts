import { NOTIFICATION_KIND_INFO, SITE_ROUTES, WEEKLY_SUMMARY, articleHref } from '@aatd/contract';
import type { MailInput } from '../mail/mail.repository.js';
import { mailBrand } from '../mail/mail.service.js';
import { appLink, renderMail } from '../mail/templates/index.js';
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

const monthName = (start: Date) =>
  start.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = (d: Date) =>
  new Date(d).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The footer every digest carries: why it came, the preferences, and how to stop it. */
const footer = (links: ReturnType<typeof unsubscribeLinks>, what: string) =>
  `You receive ${what} because of your notification preferences (${links.preferences}). Stop it: ${links.page}`;

/** The month's Journal Watch: its ranked items with their summaries, one link each. */
export function journalWatchDigestMail(
  ctx: MailCtx,
  to: ClaimedDigest,
  month: Date,
  items: readonly DigestItem[],
): MailInput {
  const brand = mailBrand(ctx);
  const links = unsubscribeLinks(ctx, to.member_id, 'journalWatchMonth');
  const paragraphs = items.flatMap((item, i) => {
    const source = [item.journal, item.impact_factor === null ? null : `impact factor ${item.impact_factor}`]
      .filter(Boolean)
      .join(', ');
    return [
      `${i + 1}. ${item.title}${source ? ` (${source})` : ''}`,
      ...(item.excerpt ? [item.excerpt.length > 600 ? `${item.excerpt.slice(0, 597)}...` : item.excerpt] : []),
      `Read it: ${appLink(brand, articleHref('journalwatch', item.id))}`,
    ];
  });
  const mail = renderMail(brand, {
    to: to.email,
    name: to.name,
    subject: `Journal Watch, ${monthName(month)}: the month's top ${items.length}`,
    paragraphs: [`The articles of ${monthName(month)} in Journal Watch, ranked by impact factor:`, ...paragraphs],
    action: { label: 'Open Journal Watch', url: appLink(brand, SITE_ROUTES.journalWatch) },
    note: footer(links, 'this monthly digest'),
  });
  return withUnsubscribeHeaders(mail, links);
}

/** The week's notifications of the kinds the member sends to the summary, oldest first. */
export function weeklySummaryMail(ctx: MailCtx, to: ClaimedDigest, lines: readonly WeeklyLine[]): MailInput {
  const brand = mailBrand(ctx);
  const links = unsubscribeLinks(ctx, to.member_id, WEEKLY_SUMMARY);
  const shown = lines.slice(0, WEEKLY_LINES_MAX);
  const more = lines.length - shown.length;
  const mail = renderMail(brand, {
    to: to.email,
    name: to.name,
    subject: `Your week on ${brand.deployment.siteName}: ${lines.length} ${lines.length === 1 ? 'notification' : 'notifications'}`,
    paragraphs: [
      'What happened this week that you asked to hear about in the weekly summary:',
      ...shown.map(
        (l) =>
          `${dayName(l.created_at)}, ${NOTIFICATION_KIND_INFO[l.kind].label}: ${l.subject} (${appLink(brand, l.link)})`,
      ),
      ...(more > 0 ? [`And ${more} more under the bell on the site.`] : []),
    ],
    action: { label: 'Open my notifications', url: appLink(brand, SITE_ROUTES.notifications) },
    note: footer(links, 'this weekly summary'),
  });
  return withUnsubscribeHeaders(mail, links);
}
