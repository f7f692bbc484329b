import type { MailInput } from '../mail.repository.js';
import { appLink, renderMail, type MailBrand, type MailContent } from './layout.js';

export { renderMail, escapeHtml, appLink, type MailBrand, type MailContent } from './layout.js';

/** Who a mail is for: the address and the name to greet. */
export interface Recipient {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
}
/** The recipient of a mail to a member, from their users row. */
export const recipientOf = (u: { email: string; title: string; first_name: string; last_name: string }): Recipient => ({
  email: u.email,
  title: u.title,
  firstName: u.first_name,
  lastName: u.last_name,
});
const nameOf = (r: Recipient) => `${r.title} ${r.firstName} ${r.lastName}`;

/** A generic message other features can send (invites, notices) in the same layout. */
export const genericMail = (brand: MailBrand, content: MailContent): MailInput => renderMail(brand, content);

export const verificationMail = (brand: MailBrand, r: Recipient, token: string): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Verify your e-mail address for ${brand.deployment.siteName}`,
    paragraphs: [
      `Thank you for registering with ${brand.deployment.siteName}.`,
      'Please confirm that this e-mail address is yours by opening the link below.',
    ],
    action: { label: 'Verify my e-mail address', url: appLink(brand, `/verifyEmail/${encodeURIComponent(token)}`) },
    note: 'The link can be used once and expires in 24 hours. If you did not register, you can ignore this e-mail.',
  });

export const approvalMail = (brand: MailBrand, r: Recipient, hasPassword: boolean): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Your ${brand.deployment.siteName} account is approved`,
    paragraphs: [
      `${capitalise(brand.deployment.providerName)} has verified your account. You can now log in to the community.`,
      ...(hasPassword
        ? []
        : ['Your account has no password yet: choose "Forgot your password?" on the login page to set one.']),
    ],
    action: { label: 'Login', url: appLink(brand, '/login') },
  });

/** Days before a member's HCP verification runs out (jobs/verification-reminders.job.ts). */
export const reverificationReminderMail = (
  brand: MailBrand,
  r: Recipient,
  expiresAt: Date,
  daysBefore: number,
): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Please confirm your professional details for ${brand.deployment.siteName}`,
    paragraphs: [
      `Your verification as a healthcare professional ends on ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (in ${daysBefore} days).`,
      `To keep reading the community's content after that date, please confirm your professional details so that ${brand.deployment.providerName} can verify them again.`,
    ],
    action: { label: 'Confirm my details', url: appLink(brand, '/reverification') },
    note: `If you have questions, please contact ${brand.deployment.supportEmail}.`,
  });

export const rejectionMail = (brand: MailBrand, r: Recipient, reason: string): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Your ${brand.deployment.siteName} registration`,
    paragraphs: [
      `${capitalise(brand.deployment.providerName)} could not verify your registration as a healthcare professional.`,
      `Reason: ${reason}`,
      `If you think this is a mistake, please contact ${brand.deployment.supportEmail}.`,
    ],
  });

export const resetPasswordMail = (brand: MailBrand, r: Recipient, token: string): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Reset your ${brand.deployment.siteName} password`,
    paragraphs: ['We received a request to reset your password. Open the link below to create a new one.'],
    action: { label: 'Reset my password', url: appLink(brand, `/resetpassword/${encodeURIComponent(token)}`) },
    note: 'The link can be used once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });

export const passwordChangedMail = (brand: MailBrand, r: Recipient): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `Your ${brand.deployment.siteName} password was changed`,
    paragraphs: [
      'The password of your account was just changed, and you were signed out on your other devices.',
      `If you did not do this, reset your password at once and contact ${brand.deployment.supportEmail}.`,
    ],
    action: { label: 'Login', url: appLink(brand, '/login') },
  });

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One shared page in a share notice (items of a batched mail, core/mail/mail.repository). */
export interface SharedPageItem {
  path: string;
  note: string;
}

/** The notice of one or several pages a member shared with another while the batch was open. */
export const shareNoticeMail = (brand: MailBrand, r: Recipient, sender: string, items: SharedPageItem[]): MailInput => {
  if (items.length === 1) {
    const [item] = items as [SharedPageItem];
    return renderMail(brand, {
      to: r.email,
      name: nameOf(r),
      subject: `${sender} shared a page with you on ${brand.deployment.siteName}`,
      paragraphs: [
        `${sender} shared a page with you. You will find it in your messages.`,
        ...(item.note ? [`Their message: "${item.note}"`] : []),
      ],
      action: { label: 'Open the shared page', url: appLink(brand, item.path) },
    });
  }
  return renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject: `${sender} shared ${items.length} pages with you on ${brand.deployment.siteName}`,
    paragraphs: [
      `${sender} shared ${items.length} pages with you. You will find them in your messages.`,
      ...items.map((item) => `${appLink(brand, item.path)}${item.note ? ` — "${item.note}"` : ''}`),
    ],
    action: { label: 'Open my messages', url: appLink(brand, '/mymessage') },
  });
};

/** One mail the outbox gave up on, as an admin's warning lists it (no body: it may hold a link). */
export interface UndeliveredItem {
  id: number;
  subject: string;
  error: string;
}

/** To each admin: mails that could not be delivered, batched while the notice waits. */
export const undeliveredMailNotice = (brand: MailBrand, r: Recipient, items: UndeliveredItem[]): MailInput =>
  renderMail(brand, {
    to: r.email,
    name: nameOf(r),
    subject:
      items.length === 1
        ? `A mail could not be delivered on ${brand.deployment.siteName}`
        : `${items.length} mails could not be delivered on ${brand.deployment.siteName}`,
    paragraphs: [
      'The mail server refused these mails for good, or they failed too many times. They are not retried until you retry them in the console; check the address, or discard them.',
      ...items.map((i) => `Mail ${i.id}, "${i.subject}": ${i.error}`),
    ],
    action: { label: 'Open undelivered mail in the console', url: appLink(brand, '/admin/mail') },
  });
