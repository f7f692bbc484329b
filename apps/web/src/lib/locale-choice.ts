import { useEffect } from 'react';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeFromCookieHeader,
  type Locale,
} from '@aatd/contract/locales';
import { i18nStore } from './i18n';

/**
 * The browser's language choice is a cookie the server reads for every page (plugins/spa.ts), so
 * the HTML it sends is already in that language; a member's choice is also kept on their profile,
 * for their e-mails and their next sign-in on another browser. The preference is one the visitor
 * asked for, so it is strictly necessary and needs no consent.
 */
export function setLocaleCookie(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

const browserChoice = (): Locale | undefined =>
  typeof document === 'undefined' ? undefined : localeFromCookieHeader(document.cookie);

// The API client loads only here and when asked: the public pages' switcher needs it only for a member.
const saveOnProfile = (locale: Locale) =>
  import('./api-client').then(({ api }) => api.put('/user/language', { locale })).then(() => undefined);

/**
 * The switcher's choice: kept by the browser at once, and on the member's profile when one is
 * signed in. A failed save leaves the browser's choice, which the next page then saves.
 */
export async function chooseLocale(locale: Locale, { signedIn }: { signedIn: boolean }) {
  setLocaleCookie(locale);
  if (signedIn) await saveOnProfile(locale).catch(() => undefined);
}

/**
 * Once the signed-in member is known: a choice this browser made (before signing in, say) wins
 * and is saved on their profile, so it survives sign-in; a browser that never chose takes the
 * member's saved language (and reloads in it). A member who never chose keeps following their
 * browser's languages; nothing is written for them (their e-mails stay in English until they choose).
 */
export function useMemberLocale(member: { id: number; locale: Locale | null } | undefined) {
  const id = member?.id;
  const saved = member?.locale;
  useEffect(() => {
    if (id === undefined || saved === undefined) return;
    const chosen = browserChoice();
    const page = i18nStore.locale();
    if (chosen) {
      if (chosen !== saved) void saveOnProfile(chosen).catch(() => undefined);
    } else if (saved && saved !== page) {
      setLocaleCookie(saved);
      window.location.reload();
    }
  }, [id, saved]);
}
