import { DEFAULT_LOCALE, directionOf, type Locale } from '@aatd/contract';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type MailCatalogue } from './en.js';

export type { MailCatalogue } from './en.js';

/** One catalogue per language, each with the same keys (catalogues.test.ts). */
export const MAIL_CATALOGUES: Readonly<Record<Locale, MailCatalogue>> = { en, de, ar };

/** A member's language as users.locale holds it: null (not chosen) is English. */
export type MailLocale = Locale | null | undefined;

export const mailLocale = (locale: MailLocale): Locale => locale ?? DEFAULT_LOCALE;

/** The texts of a mail in the recipient's language. */
export const mailText = (locale: MailLocale): MailCatalogue => MAIL_CATALOGUES[mailLocale(locale)];

export { directionOf };
