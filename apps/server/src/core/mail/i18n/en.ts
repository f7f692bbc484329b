import { dateFormat } from '../../../lib/date-format.js';
import {
  ERASED_COMMENTS_TEXT,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@aatd/contract';

const utc = { timeZone: 'UTC' } as const;

/**
 * The mails in English: the spec's own words, and the language of every member who chose none.
 * German and Arabic (de.ts, ar.ts) have exactly these keys; catalogues.test.ts checks it.
 */
export const en = {
  /** Dates as this language writes them, in UTC like every date the site shows. */
  dates: {
    /** 1 December 2026 */
    day: (d: Date) => dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', ...utc }).format(d),
    /** 1 December */
    dayMonth: (d: Date) => dateFormat('en-GB', { day: 'numeric', month: 'long', ...utc }).format(d),
    /** December 2026 */
    month: (d: Date) => dateFormat('en-GB', { month: 'long', year: 'numeric', ...utc }).format(d),
    /** A moment, to the minute. */
    moment: (d: Date) => d.toUTCString(),
    /** A calendar date as stored (YYYY-MM-DD). */
    isoDay: (day: string) => day,
  },
  layout: {
    /** The provider where the deployment names none (its English placeholder, config/deployment.ts). */
    provider: 'the provider',
    greeting: (name: string) => `Dear ${name},`,
    hello: 'Hello,',
    footer: (site: string, supportEmail: string) =>
      `${site} — for healthcare professionals outside the UK only. Questions: ${supportEmail}`,
    buttonFallback: (url: string) => `If the button does not work, copy this address into your browser: ${url}`,
  },
  verification: {
    subject: (site: string) => `Verify your e-mail address for ${site}`,
    thanks: (site: string) => `Thank you for registering with ${site}.`,
    confirm: 'Please confirm that this e-mail address is yours by opening the link below.',
    action: 'Verify my e-mail address',
    note: 'The link can be used once and expires in 24 hours. If you did not register, you can ignore this e-mail.',
  },
  approval: {
    subject: (site: string) => `Your ${site} account is approved`,
    verified: (provider: string) => `${provider} has verified your account. You can now log in to the community.`,
    noPassword: 'Your account has no password yet: choose "Forgot your password?" on the login page to set one.',
    action: 'Login',
  },
  reverification: {
    subject: (site: string) => `Please confirm your professional details for ${site}`,
    ends: (date: string, days: number) =>
      `Your verification as a healthcare professional ends on ${date} (in ${days} days).`,
    confirm: (provider: string) =>
      `To keep reading the community's content after that date, please confirm your professional details so that ${provider} can verify them again.`,
    action: 'Confirm my details',
    note: (supportEmail: string) => `If you have questions, please contact ${supportEmail}.`,
  },
  rejection: {
    subject: (site: string) => `Your ${site} registration`,
    notVerified: (provider: string) => `${provider} could not verify your registration as a healthcare professional.`,
    reason: (reason: string) => `Reason: ${reason}`,
    mistake: (supportEmail: string) => `If you think this is a mistake, please contact ${supportEmail}.`,
  },
  resetPassword: {
    subject: (site: string) => `Reset your ${site} password`,
    request: 'We received a request to reset your password. Open the link below to create a new one.',
    action: 'Reset my password',
    note: 'The link can be used once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  passwordChanged: {
    subject: (site: string) => `Your ${site} password was changed`,
    changed: 'The password of your account was just changed, and you were signed out on your other devices.',
    notYou: (supportEmail: string) =>
      `If you did not do this, reset your password at once and contact ${supportEmail}.`,
    action: 'Login',
  },
  share: {
    subjectOne: (sender: string, site: string) => `${sender} shared a page with you on ${site}`,
    sharedOne: (sender: string) => `${sender} shared a page with you. You will find it in your messages.`,
    theirMessage: (note: string) => `Their message: "${note}"`,
    actionOne: 'Open the shared page',
    subjectMany: (sender: string, count: number, site: string) => `${sender} shared ${count} pages with you on ${site}`,
    sharedMany: (sender: string, count: number) =>
      `${sender} shared ${count} pages with you. You will find them in your messages.`,
    item: (url: string, note: string) => `${url}${note ? ` — "${note}"` : ''}`,
    actionMany: 'Open my messages',
  },
  undelivered: {
    subjectOne: (site: string) => `A mail could not be delivered on ${site}`,
    subjectMany: (count: number, site: string) => `${count} mails could not be delivered on ${site}`,
    explain:
      'The mail server refused these mails for good, or they failed too many times. They are not retried until you retry them in the console; check the address, or discard them.',
    item: (id: number, subject: string, error: string) => `Mail ${id}, "${subject}": ${error}`,
    action: 'Open undelivered mail in the console',
  },
  reviewDue: {
    subject: (date: string, title: string) => `Review due by ${date}: ${title}`,
    due: (title: string, date: string) => `"${title}" must be reviewed again by ${date}.`,
    withdrawn:
      'On that date it is withdrawn from members automatically, unless a new version has been approved (with a new approval code and review-by date) and published before.',
    action: 'Open it in the console',
  },
  notification: {
    line: (what: string, subject: string) => `${what}: ${subject}`,
    action: 'Open it',
    note: (preferences: string, stop: string) =>
      `You receive this because of your notification preferences (${preferences}). Stop these e-mails: ${stop}`,
  },
  /** What happened, before an item's title, in a notification mail (the bell keeps the English). */
  subjects: {
    updated: (title: string) => `Updated: ${title}`,
    withdrawn: (title: string) => `Withdrawn: ${title}`,
    safetyCase: (id: number) => `Safety case ${id}`,
  },
  /** The kinds of notification as a mail names them (the preference rows' labels in My Account). */
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, NOTIFICATION_KIND_INFO[k].label])) as Record<
    NotificationKind,
    string
  >,
  journalWatch: {
    subject: (month: string, count: number) => `Journal Watch, ${month}: the month's top ${count}`,
    intro: (month: string) => `The articles of ${month} in Journal Watch, ranked by impact factor:`,
    impactFactor: (value: number) => `impact factor ${value}`,
    readIt: (url: string) => `Read it: ${url}`,
    action: 'Open Journal Watch',
    note: (preferences: string, stop: string) =>
      `You receive this monthly digest because of your notification preferences (${preferences}). Stop it: ${stop}`,
  },
  weekly: {
    subject: (site: string, count: number) =>
      `Your week on ${site}: ${count} ${count === 1 ? 'notification' : 'notifications'}`,
    intro: 'What happened this week that you asked to hear about in the weekly summary:',
    line: (day: string, what: string, subject: string, url: string) => `${day}, ${what}: ${subject} (${url})`,
    more: (count: number) => `And ${count} more under the bell on the site.`,
    action: 'Open my notifications',
    note: (preferences: string, stop: string) =>
      `You receive this weekly summary because of your notification preferences (${preferences}). Stop it: ${stop}`,
  },
  dataExport: {
    subject: (site: string) => `Your data from ${site} is ready`,
    ready:
      'The copy of your data you asked for is ready: a ZIP file with everything the site holds about you, what it is kept for, who receives it and for how long. Open index.html in it to read it.',
    signIn: 'Sign in with your account to download it.',
    action: 'Download my data',
    note: (hours: number, supportEmail: string) =>
      `The link works once and expires in ${hours} hours. If you did not ask for this, contact ${supportEmail}.`,
  },
  adminExport: {
    subject: (member: string, id: number) => `The data export of ${member} (member #${id}) is ready`,
    ready: (member: string) =>
      `The export of ${member}'s data you prepared in the console is ready: the same ZIP file the member gets from "Download my data".`,
    signIn:
      'Sign in with your administrator account to download it. It holds personal data: keep it only as long as the request needs.',
    action: 'Download the export',
    note: (hours: number) => `The link works once, only for you, and expires in ${hours} hours.`,
  },
  erasure: {
    subject: (site: string) => `Your account on ${site} will be erased`,
    scheduled: (bySelf: boolean, after: string, days: number) =>
      `${bySelf ? 'You asked us' : 'The provider was asked'} to erase your account. It will be erased after ${after} (${days} days from the request).`,
    cancel: 'If you change your mind, simply sign in before then: signing in cancels the erasure.',
    commentsAnonymise: ERASED_COMMENTS_TEXT.anonymise as string,
    commentsRemove: ERASED_COMMENTS_TEXT.remove as string,
    safetyReports:
      'Reports of possible side effects of medicines are kept as the law requires, without a link to your account.',
  },
};

export type MailCatalogue = typeof en;
