import { EDUCATION_CATEGORIES, NEWS_GROUP_TAGS, NEWS_GROUPS } from '@aatd/contract';
import type { NewsGroup, PostKind } from '../../db/tables/content.js';

/** How many rows of each kind the scale data set holds. */
export interface ScaleSizes {
  members: number;
  articlesPerNewsGroup: number;
  postsPerEducationCategory: number;
  conferences: number;
  modules: number;
  /** Top-level comments plus replies; REPLY_SHARE of them are replies. */
  comments: number;
  messages: number;
  conversations: number;
  ratings: number;
  savedPosts: number;
  savedModules: number;
}

/** The data set: 100k members, 20k published items, 1M comments, 500k messages in 100k conversations. */
export const SCALE_SIZES: ScaleSizes = {
  members: 100_000,
  articlesPerNewsGroup: 2_000, // 4 news groups: 8,000 articles
  postsPerEducationCategory: 600, // 13 education categories: 7,800 posts
  conferences: 1_200,
  modules: 3_000,
  comments: 1_000_000,
  messages: 500_000,
  conversations: 100_000,
  ratings: 300_000,
  savedPosts: 170_000,
  savedModules: 30_000,
};

export const REPLY_SHARE = 0.3;

/** One run of posts of a single kind and tag set, inserted together. */
export interface PostSegment {
  label: string;
  kind: PostKind;
  tags: string[];
  newsGroup: NewsGroup | null;
  category: string | null;
  count: number;
}

const NEWS_LABELS: Record<NewsGroup, string> = {
  CLINICAL_NEWS: 'Clinical news',
  JOURNAL_WATCH: 'Journal Watch',
  KEY_REVIEW_ARTICLES: 'Key review',
  OTHER_RESOURCES: 'Other resources',
};

/** Every kind of post, news first so the most commented items (the lowest numbers) are articles. */
export function postSegments(sizes: ScaleSizes): PostSegment[] {
  const news = NEWS_GROUPS.map((group) => ({
    label: `news ${group.toLowerCase()}`,
    kind: 'article' as const,
    tags: [...NEWS_GROUP_TAGS[group]],
    newsGroup: group,
    category: `Scale data · ${NEWS_LABELS[group]}`,
    count: sizes.articlesPerNewsGroup,
  }));
  const education = EDUCATION_CATEGORIES.map((c) => ({
    label: c.slug,
    kind: c.kind,
    tags: [c.slug],
    newsGroup: null,
    category: null,
    count: sizes.postsPerEducationCategory,
  }));
  const conferences = {
    label: 'conference highlights',
    kind: 'conference' as const,
    tags: ['conference-highlights'],
    newsGroup: null,
    category: null,
    count: sizes.conferences,
  };
  return [...news, ...education, conferences];
}

export const totalPosts = (sizes: ScaleSizes) => postSegments(sizes).reduce((sum, s) => sum + s.count, 0);
export const publishedItems = (sizes: ScaleSizes) => totalPosts(sizes) + sizes.modules;
