import { describe, expect, it } from 'vitest';
import { directionOf, localeFromAcceptLanguage, localeFromCookieHeader, requestLocale } from './locales.js';

describe('localeFromAcceptLanguage', () => {
  it('takes the highest-weighted language we have', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('ar-SA')).toBe('ar');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,de;q=0.95')).toBe('en');
  });

  it('falls back to English for none, an unknown language or a refused one', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('fr, ja;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('de;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
  });
});

describe('requestLocale', () => {
  it('prefers the explicit cookie over the browser languages', () => {
    expect(requestLocale('consent=1; locale=ar', 'de-DE')).toBe('ar');
    expect(requestLocale('locale=xx', 'de-DE')).toBe('de');
    expect(localeFromCookieHeader('other=de')).toBeUndefined();
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});
