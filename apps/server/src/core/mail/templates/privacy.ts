import type { MailInput } from '../mail.repository.js';
import { mailText } from '../i18n/index.js';
import { nameOf, type Recipient } from './index.js';
import { renderMail, type MailBrand } from './layout.js';

/** To the member: the copy of their data they asked for is ready behind a one-time link. */
export const dataExportReadyMail = (
  brand: MailBrand,
  r: Recipient,
  link: { url: string; hours: number },
): MailInput => {
  const t = mailText(r.locale).dataExport;
  return renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    locale: r.locale,
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [t.ready, t.signIn],
    action: { label: t.action, url: link.url },
    note: t.note(link.hours, brand.deployment.supportEmail),
  });
};

/** To the admin who prepared a member's export in the console (never to the member). */
export const adminExportReadyMail = (
  brand: MailBrand,
  r: Recipient,
  o: { url: string; hours: number; member: { id: number; name: string } },
): MailInput => {
  const t = mailText(r.locale).adminExport;
  return renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    locale: r.locale,
    subject: t.subject(o.member.name, o.member.id),
    paragraphs: [t.ready(o.member.name), t.signIn],
    action: { label: t.action, url: o.url },
    note: t.note(o.hours),
  });
};

/** To the member whose erasure was scheduled, whoever asked: when, and how to cancel it. */
export const erasureScheduledMail = (
  brand: MailBrand,
  r: Recipient,
  o: { bySelf: boolean; after: Date; days: number; comments: 'anonymise' | 'remove' },
): MailInput => {
  const text = mailText(r.locale);
  const t = text.erasure;
  return renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    locale: r.locale,
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [
      t.scheduled(o.bySelf, text.dates.moment(o.after), o.days),
      t.cancel,
      o.comments === 'anonymise' ? t.commentsAnonymise : t.commentsRemove,
      t.safetyReports,
    ],
  });
};
