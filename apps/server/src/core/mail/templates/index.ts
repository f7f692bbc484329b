import type { Locale } from '@aatd/contract';
import type { MailInput } from '../mail.repository.js';
import { mailText } from '../i18n/index.js';
import { appLink, renderMail, type MailBrand, type MailContent } from './layout.js';

export { renderMail, escapeHtml, appLink, type MailBrand, type MailContent } from './layout.js';
export { mailText, type MailLocale } from '../i18n/index.js';

/** Who a mail is for: the address, the name to greet, and the language they read (null: English). */
export interface Recipient {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  locale: Locale | null;
}
/**
 * The recipient of a mail to a member, from their users row: the one place a mail's language is
 * read, so every template addressed through it is written in the member's saved language.
 */
export const recipientOf = (u: {
  email: string;
  title: string;
  first_name: string;
  last_name: string;
  locale: Locale | null;
}): Recipient => ({
  email: u.email,
  title: u.title,
  firstName: u.first_name,
  lastName: u.last_name,
  locale: u.locale,
});
export const nameOf = (r: Recipient) => `${r.title} ${r.firstName} ${r.lastName}`;

/** A mail to `r` in their language, greeted by name; the content's texts come from mailText(r.locale). */
const toRecipient = (brand: MailBrand, r: Recipient, content: Omit<MailContent, 'to' | 'name' | 'locale'>) =>
  renderMail(brand, { ...content, to: r.email, name: nameOf(r), locale: r.locale });

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The provider as a mail names it: the deployment's name, except that a deployment which kept the
 * English placeholder ("the provider") is named with this language's own word for it.
 */
const providerIn = (brand: MailBrand, locale: Recipient['locale']) => {
  const t = mailText(locale).layout;
  const name = brand.deployment.providerName;
  return name === mailText('en').layout.provider ? t.provider : name;
};

/** A generic message other features can send (invites, notices) in the same layout. */
export const genericMail = (brand: MailBrand, content: MailContent): MailInput => renderMail(brand, content);

export const verificationMail = (brand: MailBrand, r: Recipient, token: string): MailInput => {
  const t = mailText(r.locale).verification;
  const site = brand.deployment.siteName;
  return toRecipient(brand, r, {
    subject: t.subject(site),
    paragraphs: [t.thanks(site), t.confirm],
    action: { label: t.action, url: appLink(brand, `/verifyEmail/${encodeURIComponent(token)}`) },
    note: t.note,
  });
};

export const approvalMail = (brand: MailBrand, r: Recipient, hasPassword: boolean): MailInput => {
  const t = mailText(r.locale).approval;
  return toRecipient(brand, r, {
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [t.verified(capitalise(providerIn(brand, r.locale))), ...(hasPassword ? [] : [t.noPassword])],
    action: { label: t.action, url: appLink(brand, '/login') },
  });
};

/** Days before a member's HCP verification runs out (jobs/verification-reminders.job.ts). */
export const reverificationReminderMail = (
  brand: MailBrand,
  r: Recipient,
  expiresAt: Date,
  daysBefore: number,
): MailInput => {
  const text = mailText(r.locale);
  const t = text.reverification;
  return toRecipient(brand, r, {
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [t.ends(text.dates.day(expiresAt), daysBefore), t.confirm(providerIn(brand, r.locale))],
    action: { label: t.action, url: appLink(brand, '/reverification') },
    note: t.note(brand.deployment.supportEmail),
  });
};

export const rejectionMail = (brand: MailBrand, r: Recipient, reason: string): MailInput => {
  const t = mailText(r.locale).rejection;
  return toRecipient(brand, r, {
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [
      t.notVerified(capitalise(providerIn(brand, r.locale))),
      t.reason(reason),
      t.mistake(brand.deployment.supportEmail),
    ],
  });
};

export const resetPasswordMail = (brand: MailBrand, r: Recipient, token: string): MailInput => {
  const t = mailText(r.locale).resetPassword;
  return toRecipient(brand, r, {
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [t.request],
    action: { label: t.action, url: appLink(brand, `/resetpassword/${encodeURIComponent(token)}`) },
    note: t.note,
  });
};

export const passwordChangedMail = (brand: MailBrand, r: Recipient): MailInput => {
  const t = mailText(r.locale).passwordChanged;
  return toRecipient(brand, r, {
    subject: t.subject(brand.deployment.siteName),
    paragraphs: [t.changed, t.notYou(brand.deployment.supportEmail)],
    action: { label: t.action, url: appLink(brand, '/login') },
  });
};

/** One shared page in a share notice (items of a batched mail, core/mail/mail.repository). */
export interface SharedPageItem {
  path: string;
  note: string;
}

/** The notice of one or several pages a member shared with another while the batch was open. */
export const shareNoticeMail = (brand: MailBrand, r: Recipient, sender: string, items: SharedPageItem[]): MailInput => {
  const t = mailText(r.locale).share;
  const site = brand.deployment.siteName;
  if (items.length === 1) {
    const [item] = items as [SharedPageItem];
    return toRecipient(brand, r, {
      subject: t.subjectOne(sender, site),
      paragraphs: [t.sharedOne(sender), ...(item.note ? [t.theirMessage(item.note)] : [])],
      action: { label: t.actionOne, url: appLink(brand, item.path) },
    });
  }
  return toRecipient(brand, r, {
    subject: t.subjectMany(sender, items.length, site),
    paragraphs: [
      t.sharedMany(sender, items.length),
      ...items.map((item) => t.item(appLink(brand, item.path), item.note)),
    ],
    action: { label: t.actionMany, url: appLink(brand, '/mymessage') },
  });
};

/** One mail the outbox gave up on, as an admin's warning lists it (no body: it may hold a link). */
export interface UndeliveredItem {
  id: number;
  subject: string;
  error: string;
}

/** To each admin: mails that could not be delivered, batched while the notice waits. */
export const undeliveredMailNotice = (brand: MailBrand, r: Recipient, items: UndeliveredItem[]): MailInput => {
  const t = mailText(r.locale).undelivered;
  const site = brand.deployment.siteName;
  return toRecipient(brand, r, {
    subject: items.length === 1 ? t.subjectOne(site) : t.subjectMany(items.length, site),
    paragraphs: [t.explain, ...items.map((i) => t.item(i.id, i.subject, i.error))],
    action: { label: t.action, url: appLink(brand, '/admin/mail') },
  });
};
