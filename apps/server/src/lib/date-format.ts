/**
 * One Intl.DateTimeFormat per locale and set of options, made on first use: making one costs far
 * more than formatting with it, and a digest formats a date for every member it mails. The keys
 * are the formats written in the code, so the map stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
