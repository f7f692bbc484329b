/**
 * The languages the site is written in, and how a page's language is chosen. zod-free, so the
 * public pages' small entry and the server's page answers can use it without the schema library.
 * English first: it is the spec's own wording and the language of anything not chosen otherwise.
 */
export const LOCALES = ['en', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher offers it (a reader finds their own). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

/** The browser's explicit choice (the switcher, or the member's saved preference), a year long. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Arabic is written right to left; the document's `dir` follows. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The best of our languages for an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"): the
 * highest-weighted range whose primary language we have, else English. A range with q=0 is refused.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The `locale` cookie's value in a Cookie header, when it names one of our languages. */
export function localeFromCookieHeader(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** A page's language: the browser's explicit choice, else the best match for its languages. */
export const requestLocale = (cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale =>
  localeFromCookieHeader(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage);
