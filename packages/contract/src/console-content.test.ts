import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  ContentApproveSchema,
  ContentFieldsSchema,
  ContentListQuerySchema,
  EMPTY_CONTENT_FIELDS,
  FIELDS_BY_KIND,
  REQUIRED_FIELDS_BY_KIND,
  ReviewCommentsSchema,
  kindFieldProblems,
  missingFields,
  tagsFor,
} from './console-content.js';

describe('console content fields', () => {
  it('reads empty text as not given and trims the rest', () => {
    const f = ContentFieldsSchema.parse({ title: '  A title  ', excerpt: '   ', articleUrl: '' });
    expect(f.title).toBe('A title');
    expect(f.excerpt).toBeNull();
    expect(f.articleUrl).toBeNull();
    expect(f.accessStatus).toBeNull();
    expect(EMPTY_CONTENT_FIELDS.title).toBeNull();
  });

  it('accepts https addresses and library files, refuses other references', () => {
    expect(ContentFieldsSchema.safeParse({ featureImage: 'https://cdn.example.org/a.png' }).success).toBe(true);
    expect(ContentFieldsSchema.safeParse({ featureImage: 'library/2026/a.webp' }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '../secret', '/etc/passwd', 'http://plain.example.org/a.png']) {
      const r = ContentFieldsSchema.safeParse({ featureImage: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Use an https:// address or a file from the media library');
    }
    expect(ContentFieldsSchema.safeParse({ articleUrl: 'ftp://x' }).error?.issues[0]?.message).toBe(
      'Enter a full address starting with https://',
    );
  });

  it('every required field is a field of its kind', () => {
    for (const kind of CONTENT_KINDS) {
      for (const f of REQUIRED_FIELDS_BY_KIND[kind]) expect(FIELDS_BY_KIND[kind]).toContain(f);
    }
  });

  it('lists the missing required fields, with the news groups extras and an empty body', () => {
    const f = ContentFieldsSchema.parse({ newsGroup: 'JOURNAL_WATCH', title: 'T', html: '<p> </p>' });
    expect(missingFields('news', f)).toEqual(['excerpt', 'html', 'articleSource', 'articleUrl', 'journal']);
    const done = ContentFieldsSchema.parse({
      newsGroup: 'CLINICAL_NEWS',
      title: 'T',
      excerpt: 'E',
      html: '<p>Body</p>',
    });
    expect(missingFields('news', done)).toEqual([]);
  });

  it('reports fields and categories that do not fit the kind', () => {
    const f = ContentFieldsSchema.parse({ educationCategory: 'oncology', newsGroup: 'CLINICAL_NEWS' });
    expect(kindFieldProblems('therapy', f)).toEqual({ newsGroup: 'News group is not used by education post items' });
    expect(kindFieldProblems('link', f).educationCategory).toBe('Choose a category of useful link items');
  });

  it('tags an item so the members lists find it', () => {
    expect(tagsFor('news', { newsGroup: 'JOURNAL_WATCH', educationCategory: null })).toEqual([
      'information',
      'aatd-information-journal-watch',
      'journal-watch',
    ]);
    expect(tagsFor('therapy', { newsGroup: null, educationCategory: 'oncology' })).toEqual(['oncology']);
    expect(tagsFor('conference', { newsGroup: null, educationCategory: null })).toEqual(['conference-highlights']);
    expect(tagsFor('ar', { newsGroup: null, educationCategory: null })).toEqual(['aatd-education-augmented-reality']);
  });
});

describe('console content bodies', () => {
  it('send-back comments need a general note or a field note', () => {
    expect(ReviewCommentsSchema.safeParse({}).success).toBe(false);
    expect(ReviewCommentsSchema.safeParse({ general: '  ' }).success).toBe(false);
    expect(ReviewCommentsSchema.parse({ fields: { title: 'Shorter, please' } })).toEqual({
      general: null,
      fields: { title: 'Shorter, please' },
    });
    expect(ReviewCommentsSchema.safeParse({ fields: { nonsense: 'x' } }).success).toBe(false);
  });

  it('an approval needs a code and a date', () => {
    expect(ContentApproveSchema.safeParse({ approvalCode: 'AATD-2026-0042', reviewBy: '2027-11-24' }).success).toBe(
      true,
    );
    expect(ContentApproveSchema.safeParse({ approvalCode: '', reviewBy: '2027-11-24' }).success).toBe(false);
    expect(ContentApproveSchema.safeParse({ approvalCode: 'AATD-1', reviewBy: '24/11/2027' }).success).toBe(false);
  });

  it('list query defaults', () => {
    expect(ContentListQuerySchema.parse({})).toMatchObject({ sort: 'updated', order: 'desc', page: 1, limit: 25 });
  });
});
