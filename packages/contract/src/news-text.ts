// The news area's tags and wording, zod-free so a page's first chunks can use them.

/** Tags of the spec's calls (part 1 §7, part 2 §2); lists address posts by one of them. */
export const NEWS_TAGS = {
  information: 'information',
  clinicalNews: 'clinical-news',
  journalWatch: 'aatd-information-journal-watch',
  journalWatchShort: 'journal-watch',
  keyReviewArticles: 'aatd-information-key-review-articles',
  otherResources: 'other-resources',
} as const;

/** The article type segments of /community/news/:articleType/:articleId: the list an article is read under. */
export const ARTICLE_TYPES = ['clinicalnews', 'journalwatch', 'keyarticles', 'otherresources'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** The article type segment of /community/news/:articleType/:articleId, from a news post's tags. */
export function articleTypeOf(tags: readonly string[]): ArticleType {
  if (tags.includes(NEWS_TAGS.journalWatch) || tags.includes(NEWS_TAGS.journalWatchShort)) return 'journalwatch';
  if (tags.includes(NEWS_TAGS.keyReviewArticles)) return 'keyarticles';
  if (tags.includes(NEWS_TAGS.otherResources)) return 'otherresources';
  return 'clinicalnews';
}

export const NEWS_TEXT = {
  empty: 'No relevant article found',
  goToArticle: 'Go to Article',
  leaveSite: 'You are about to leave the site; no control over the content of the site you are about to view',
} as const;
