import { describe, expect, it } from 'vitest';
import { articleTypeOf, NEWS_TAGS } from './news-text.js';

describe('articleTypeOf', () => {
  it("names the list an article's address belongs to from its tags", () => {
    expect(articleTypeOf([NEWS_TAGS.information, NEWS_TAGS.journalWatch])).toBe('journalwatch');
    expect(articleTypeOf([NEWS_TAGS.journalWatchShort])).toBe('journalwatch');
    expect(articleTypeOf([NEWS_TAGS.keyReviewArticles])).toBe('keyarticles');
    expect(articleTypeOf([NEWS_TAGS.otherResources])).toBe('otherresources');
    expect(articleTypeOf([NEWS_TAGS.information, NEWS_TAGS.clinicalNews])).toBe('clinicalnews');
    expect(articleTypeOf([])).toBe('clinicalnews');
  });
});
