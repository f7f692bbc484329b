import { createElement, Fragment, use, type ReactNode } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@aatd/contract/locales';

/**
 * The page's language and its message catalogue (ICU messages, FormatJS's intl-messageformat).
 * The language changes only with a new page (the switcher reloads), so it is read once and kept
 * here, like the site wording: the server names it on <html lang> and puts that language's
 * catalogue in the page as a JSON data block (#messages, plugins/prerendered-pages.ts), so the first
 * render matches the pre-rendered HTML and no language's words ride in the JavaScript. A page
 * without the block (the Vite dev server) loads its catalogue as a chunk of its own, one per language.
 */
/** Plain words as text; a message with arguments or markup parsed at build time (apps/web/catalogue-compiler.ts). */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageValues = Record<string, PrimitiveType>;

let locale: Locale | undefined;
let messages: Messages | undefined;
let pending: Promise<Messages> | undefined;
const formats = new Map<string, IntlMessageFormat>();

function documentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

function inlined(): Messages | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('messages')?.textContent;
  return text ? (JSON.parse(text) as Messages) : undefined;
}

/** One chunk per language (Vite splits each JSON file on its own); only the page's is fetched. */
const CHUNKS = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

function loadMessages(of: Locale): Promise<Messages> {
  pending ??= CHUNKS[`../locales/${of}.json`]!()
    .then((loaded) => (messages = loaded))
    .catch((err: unknown) => {
      pending = undefined; // the next render asks again
      throw err;
    });
  return pending;
}

export const i18nStore = {
  locale: (): Locale => (locale ??= documentLocale()),
  messages: (): Messages | undefined => (messages ??= inlined()),
  /** The server-side render names the page's language and its catalogue before drawing it. */
  set(nextLocale: Locale, nextMessages: Messages) {
    if (nextLocale !== locale) formats.clear();
    locale = nextLocale;
    messages = nextMessages;
  },
};

/** The message `key` with its values filled in, in the page's language; the key itself if unknown. */
export function translate(key: string, values?: MessageValues): string {
  const text = i18nStore.messages()?.[key];
  if (text === undefined) return key;
  // Most messages have no arguments: no formatter needed for them.
  if (typeof text === 'string' && !/[{<]/.test(text)) return text;
  return String(formatterOf(key, text).format(values));
}

function formatterOf(key: string, text: string | MessageFormatElement[]) {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new IntlMessageFormat(text, i18nStore.locale())));
  return format;
}

/** Whether the catalogue has `key`: for words that come from elsewhere (the server) unless translated. */
export const hasMessage = (key: string): boolean => i18nStore.messages()?.[key] !== undefined;

export type RichValues = Record<string, PrimitiveType | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * A message with markup in it ("Read our <link>policy</link>"): each tag is a function of its
 * words, so a translation moves the link where its own grammar puts it.
 */
export function translateRich(key: string, values: RichValues): ReactNode {
  const text = i18nStore.messages()?.[key];
  if (text === undefined) return key;
  // Each tag's part is keyed by its name, as React asks of the parts of a list.
  const keyed = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => createElement(Fragment, { key: name }, value(chunks))
        : value,
    ]),
  );
  return formatterOf(key, text).format<ReactNode>(keyed as Record<string, PrimitiveType>);
}

export type Translate = typeof translate;

/**
 * The translator for a component: suspends (the nearest Suspense shows its spinner) only while a
 * page without the catalogue in it loads it.
 */
export function useT(): Translate {
  if (!i18nStore.messages()) use(loadMessages(i18nStore.locale()));
  return translate;
}

/** The page's language and its writing direction, for Intl formatters and layout. */
export const useLocale = (): { locale: Locale; dir: 'ltr' | 'rtl' } => {
  const current = i18nStore.locale();
  return { locale: current, dir: directionOf(current) };
};
