import { CONFERENCE_TAG, EDUCATION_CATEGORIES, NEWS_TAGS, type ContentListItem, type NewsGroup } from '@aatd/contract';

/** The console's own wording for content screens. */
export const EMBED_HOSTS_TEXT = 'YouTube, Vimeo or Wistia';

export const NEWS_GROUP_LABELS: Record<NewsGroup, string> = {
  CLINICAL_NEWS: 'Clinical News',
  JOURNAL_WATCH: 'Journal Watch',
  KEY_REVIEW_ARTICLES: 'Key Review Articles',
  OTHER_RESOURCES: 'Other Resources',
};

const TAG_LABELS: Record<string, string> = {
  [NEWS_TAGS.information]: 'Information (all news)',
  [NEWS_TAGS.clinicalNews]: 'Clinical News',
  [NEWS_TAGS.journalWatch]: 'Journal Watch',
  [NEWS_TAGS.journalWatchShort]: 'Journal Watch (short tag)',
  [NEWS_TAGS.keyReviewArticles]: 'Key Review Articles',
  [NEWS_TAGS.otherResources]: 'Other Resources',
  [CONFERENCE_TAG]: 'Conference highlights',
  ...Object.fromEntries(EDUCATION_CATEGORIES.map((c) => [c.slug, c.label])),
};

/** How the console names a tag (its list's name), or the tag itself if it has none. */
export const tagLabel = (tag: string) => TAG_LABELS[tag] ?? tag;

/** Where an item is filed: its news group, its education category or its module topic. */
export const placeOf = (item: Pick<ContentListItem, 'newsGroup' | 'educationCategory' | 'topic'>) =>
  item.newsGroup
    ? NEWS_GROUP_LABELS[item.newsGroup]
    : item.educationCategory
      ? tagLabel(item.educationCategory)
      : (item.topic ?? '—');

/** What a staff reference shows; null is the system (sample loader, import, jobs). */
export const staffName = (ref: { name: string } | null) => ref?.name ?? 'System';
