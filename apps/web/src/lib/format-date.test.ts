import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMonth } from './format-date';
import en from '@/locales/en.json';
import { i18nStore } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('formatDate', () => {
  it('writes the month as a word, in the order of the member’s locale', () => {
    expect(formatDate('2022-03-29', 'en-GB')).toBe('29 Mar 2022');
    expect(formatDate('2022-03-29', 'en-US')).toBe('Mar 29, 2022');
    expect(formatDate('2022-09-23', 'de-DE')).toBe('23. Sept. 2022');
  });

  it('keeps a calendar day on that day whatever the time zone', () => {
    expect(formatDate('2022-01-01', 'en-GB')).toBe('1 Jan 2022');
  });

  it("without a locale given, writes the page's language in the browser's form of it, not the runtime's default", () => {
    vi.stubGlobal('navigator', { language: 'en-GB', languages: undefined });
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
    // A German browser on a page the member chose to read in English: English dates.
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE', 'en'] });
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
  });

  it('writes a German or Arabic page in its language, whatever the browser', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    try {
      i18nStore.set('de', {});
      expect(formatDate('2026-12-01')).toBe('1. Dez. 2026');
      expect(formatMonth('2026-12-01')).toBe('Dezember 2026');
      i18nStore.set('ar', {});
      expect(formatMonth('2026-12-01')).toBe(
        new Intl.DateTimeFormat('ar', { month: 'long', year: 'numeric' }).format(new Date(2026, 11, 1, 12)),
      );
    } finally {
      i18nStore.set('en', en);
    }
  });

  it('adds the time in the same locale', () => {
    const at = new Date(2026, 10, 22, 19, 45);
    expect(formatDateTime(at, 'en-GB')).toBe('22 Nov 2026, 19:45');
    expect(formatDateTime(at, 'en-US')).toBe('Nov 22, 2026, 7:45 PM');
  });
});
