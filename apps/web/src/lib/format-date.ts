/**
 * The one way the site writes dates: the member's own locale (the browser's language), with the
 * month as a word so 03/04 can never be misread ("4 Mar 2026" in en-GB, "Mar 4, 2026" in en-US).
 * A time, where one matters (messages, comments), follows in the same locale's style.
 */
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A calendar day given as YYYY-MM-DD is that day everywhere, not midnight UTC shifted by the zone. */
const toDate = (value: string | Date) =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);

/**
 * Formatters are made once per locale and style: making one costs about a millisecond on a phone,
 * and a page of comments writes a date per comment (it was 150 ms of the article page's main thread).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatWith = (style: string, options: Intl.DateTimeFormatOptions, locale?: string) => {
  const key = `${style} ${locale ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
};

export const formatDate = (value: string | Date, locale?: string) =>
  formatWith('date', DATE, locale).format(toDate(value));

export const formatDateTime = (value: string | Date, locale?: string) =>
  formatWith('date-time', { ...DATE, ...TIME }, locale).format(toDate(value));

/** A time of day alone, for "last seen" lists within today. */
export const formatTime = (value: string | Date, locale?: string) =>
  formatWith('time', TIME, locale).format(toDate(value));

/** A calendar month with its year ("November 2026"), for lists read month by month. */
export const formatMonth = (value: string | Date, locale?: string) =>
  formatWith('month', { month: 'long', year: 'numeric' }, locale).format(toDate(value));
