/**
 * How the site writes dates (the web's lib/format-date.ts), with the month as a word so 03/04 can
 * never be misread. Here because the server's shell of a drawn page makes the first date formatter
 * in the same style before the app runs (apps/server plugins/app-boot.ts).
 */
const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

export const DATE_STYLES = {
  date: DATE,
  dateTime: { ...DATE, ...TIME },
  time: TIME,
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;
