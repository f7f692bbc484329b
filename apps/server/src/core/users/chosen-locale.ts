import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  type Locale,
} from '@aatd/contract';

/** Whether an Accept-Language header asks for English itself (not merely none of our languages). */
const namesEnglish = (header: string) =>
  header.split(',').some((part) => {
    const [range = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return range.trim().toLowerCase().split('-')[0] === DEFAULT_LOCALE && q > 0;
  });

/**
 * The language a request chose, to save as a new member's users.locale: a `locale` sent with the
 * form, else the browser's explicit choice (the site's switcher sets the locale cookie), else the
 * best of our languages in Accept-Language. Null when none of them names one of our languages:
 * the member then reads English until they choose, and no choice is recorded they did not make.
 */
export function chosenLocale(
  sent: unknown,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): Locale | null {
  if (isLocale(sent)) return sent;
  const cookie = localeFromCookieHeader(headers.cookie);
  if (cookie) return cookie;
  const header = headers['accept-language'];
  if (!header) return null;
  const best = localeFromAcceptLanguage(header);
  if (best !== DEFAULT_LOCALE) return best;
  return namesEnglish(header) ? DEFAULT_LOCALE : null;
}
