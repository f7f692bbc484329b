import { describe, expect, it } from 'vitest';
import { LOCALES } from '@aatd/contract';
import { MAIL_CATALOGUES } from './index.js';
import { reverificationReminderMail, shareNoticeMail, type Recipient } from '../templates/index.js';
import { reviewDueMail } from '../templates/content-review.js';
import { erasureScheduledMail } from '../templates/privacy.js';

/** Every entry of a catalogue as "section.key", with what it is (text, or a function of n values). */
function entries(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out.set(path, 'text');
    else if (typeof v === 'function') out.set(path, `function/${v.length}`);
    else if (v && typeof v === 'object') for (const [p, kind] of entries(v, path)) out.set(p, kind);
    else out.set(path, typeof v);
  }
  return out;
}

const texts = (value: unknown) =>
  [...entries(value).keys()].flatMap((path) => {
    const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value);
    return typeof v === 'string' ? [[path, v] as const] : [];
  });

describe('mail catalogues', () => {
  const english = entries(MAIL_CATALOGUES.en);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys of English, each of the same kind', (locale) => {
    const other = entries(MAIL_CATALOGUES[locale]);
    const missing = [...english.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    const differentKind = [...english].filter(([k, kind]) => other.get(k) !== kind).map(([k]) => k);
    expect(differentKind).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s translates every text (none empty, none left in English)',
    (locale) => {
      const en = new Map(texts(MAIL_CATALOGUES.en));
      const untranslated = texts(MAIL_CATALOGUES[locale])
        .filter(([path, text]) => !text.trim() || text === en.get(path))
        .map(([path]) => path);
      expect(untranslated).toEqual([]);
    },
  );
});

describe('dates in mails', () => {
  const brand = {
    deployment: { siteName: 'Site', providerName: 'the provider', supportEmail: 'help@example.org' },
    publicUrl: 'https://site.example',
  };
  const member = (locale: Recipient['locale']): Recipient => ({
    email: 'a@example.org',
    title: 'Dr.',
    firstName: 'Jane',
    lastName: 'Doe',
    locale,
  });
  const ends = new Date('2026-12-01T00:00:00Z');
  const arabicDay = new Intl.DateTimeFormat('ar', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ends);

  it('writes a day as each language does: 1 December 2026, 1.12.2026, and Arabic its own way', () => {
    expect(reverificationReminderMail(brand, member(null), ends, 30).text).toContain(
      'Your verification as a healthcare professional ends on 1 December 2026 (in 30 days).',
    );
    expect(reverificationReminderMail(brand, member('de'), ends, 30).text).toContain(
      'endet am 1.12.2026 (in 30 Tagen)',
    );
    const ar = reverificationReminderMail(brand, member('ar'), ends, 30);
    expect(ar.text).toContain(arabicDay);
    expect(arabicDay).toContain('ديسمبر');
  });

  it('formats a stored review-by day for German and Arabic editors, and keeps it as stored in English', () => {
    const item = { id: 7, title: 'Augmentation therapy', reviewBy: '2026-12-01' };
    const editor = (locale: Recipient['locale']) => ({ email: 'e@example.org', name: 'Dr. E', locale });
    expect(reviewDueMail(brand, editor(null), item).subject).toBe('Review due by 2026-12-01: Augmentation therapy');
    expect(reviewDueMail(brand, editor('de'), item).subject).toBe(
      'Überprüfung fällig bis 1.12.2026: Augmentation therapy',
    );
    expect(reviewDueMail(brand, editor('ar'), item).subject).toContain(arabicDay);
  });

  it('gives the moment of an erasure in the reader’s language', () => {
    const after = new Date('2026-12-16T09:30:00Z');
    const o = { bySelf: true, after, days: 14, comments: 'anonymise' as const };
    expect(erasureScheduledMail(brand, member(null), o).text).toContain(
      'You asked us to erase your account. It will be erased after Wed, 16 Dec 2026 09:30:00 GMT (14 days from the request).',
    );
    expect(erasureScheduledMail(brand, member('de'), o).text).toContain(
      'nach dem 16.12.2026, 09:30 Uhr (UTC) gelöscht',
    );
  });
});

describe('counting in Arabic', () => {
  const brand = {
    deployment: { siteName: 'Site', providerName: 'the provider', supportEmail: 'help@example.org' },
    publicUrl: 'https://site.example',
  };
  const reader: Recipient = {
    email: 'a@example.org',
    title: 'Dr.',
    firstName: 'Rana',
    lastName: 'Haddad',
    locale: 'ar',
  };
  const shared = (n: number) =>
    shareNoticeMail(
      brand,
      reader,
      'Dr. Sara Sender',
      Array.from({ length: n }, (_, i) => ({ path: `/p/${i}`, note: '' })),
    ).subject;

  it('uses the dual for two, the plural to ten and the singular from eleven', () => {
    expect(shared(2)).toBe('شارك Dr. Sara Sender معكم صفحتين على Site');
    expect(shared(3)).toBe('شارك Dr. Sara Sender معكم 3 صفحات على Site');
    expect(shared(11)).toBe('شارك Dr. Sara Sender معكم 11 صفحة على Site');
  });
});
