import { DATE_STYLES, type DateStyle } from '@aatd/contract/date-styles';
import { DEFAULT_LOCALE } from '@aatd/contract/locales';
import { i18nStore } from './i18n';

/**
 * The one way the site writes dates: the page's language in the member's own regional form of it
 * (the browser's), with the month as a word so 03/04 can never be misread ("4 Mar 2026" in en-GB,
 * "Mar 4, 2026" in en-US, "4. März 2026" in German, Arabic digits and month names in Arabic).
 * A time, where one matters (messages, comments), follows in the same locale's style.
 */

/** A calendar day given as YYYY-MM-DD is that day everywhere, not midnight UTC shifted by the zone. */
const toDate = (value: string | Date) =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);

/**
 * Formatters are made once per locale and style: making one costs about a millisecond on a phone,
 * and a page of comments writes a date per comment (it was 150 ms of the article page's main thread).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The member's locale: the page's language (a member reading in German reads "1. Dez. 2026"), in
 * the browser's regional form when its first language is that one (en-GB or en-US, de-AT), named
 * outright rather than left to the runtime's default, which is not the member's where the page is
 * drawn (the server) and can differ from navigator.language in some browsers. An English page
 * drawn on the server keeps the runtime's default, as the browser's form is not known there.
 */
export function memberLocale(): string | undefined {
  const page = i18nStore.locale();
  const fallback = page === DEFAULT_LOCALE ? undefined : page;
  if (typeof navigator === 'undefined') return fallback;
  const wanted = navigator.languages?.[0] ?? navigator.language;
  if (!wanted || wanted.toLowerCase().split('-')[0] !== page) return page;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([wanted])[0] ?? page;
  } catch {
    return page;
  }
}

const format = (style: DateStyle, value: string | Date, given?: string) => {
  const locale = given ?? memberLocale();
  const key = `${style} ${locale ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, DATE_STYLES[style])));
  return formatter.format(toDate(value));
};

export const formatDate = (value: string | Date, locale?: string) => format('date', value, locale);

export const formatDateTime = (value: string | Date, locale?: string) => format('dateTime', value, locale);

/** A time of day alone, for "last seen" lists within today. */
export const formatTime = (value: string | Date, locale?: string) => format('time', value, locale);

/** A calendar month with its year ("November 2026"), for lists read month by month. */
export const formatMonth = (value: string | Date, locale?: string) => format('month', value, locale);
