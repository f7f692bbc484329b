import { z } from 'zod';
import { line } from './fields.js';
import { EDUCATION_CATEGORIES } from './education-categories.js';
import { PaginationMetaSchema, pagedSchema } from './pagination.js';

/** The therapy areas of the site search, by their education slug (spec part 2 §7). */
export const THERAPY_SEARCH_SLUGS = [
  'rarehaematology',
  'raregeneticdisease',
  'oncology',
  'immunology',
  'gastroenterology',
] as const;
export type TherapySearchSlug = (typeof THERAPY_SEARCH_SLUGS)[number];

export const SEARCH_GROUP_KEYS = ['articles', ...THERAPY_SEARCH_SLUGS, 'profiles'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUP_KEYS)[number];
export const SearchGroupKeySchema = z.enum(SEARCH_GROUP_KEYS);

const therapyLabel = (slug: TherapySearchSlug) => EDUCATION_CATEGORIES.find((c) => c.slug === slug)!.label;

/** Result groups in the order the search page lists them, with their labels. */
export const SEARCH_GROUPS: ReadonlyArray<{ key: SearchGroupKey; label: string }> = [
  { key: 'articles', label: 'Articles' },
  ...THERAPY_SEARCH_SLUGS.map((key) => ({ key, label: therapyLabel(key) })),
  { key: 'profiles', label: 'Profiles' },
];
export const searchGroupLabel = (key: SearchGroupKey) => SEARCH_GROUPS.find((g) => g.key === key)!.label;

/** The old search named the areas differently; those names still open the right group. */
const CATEGORY_ALIASES: Record<string, SearchGroupKey> = {
  haematology: 'rarehaematology',
  rare_haematology: 'rarehaematology',
  rare_genetic_diseases: 'raregeneticdisease',
};

/** The group a /search/:searchCategory value names, or undefined for an unknown one. */
export const searchGroupOf = (category: string | undefined): SearchGroupKey | undefined => {
  if (!category) return undefined;
  const value = category.trim().toLowerCase();
  return CATEGORY_ALIASES[value] ?? SEARCH_GROUP_KEYS.find((k) => k === value);
};

export const SEARCH_TEXT = {
  heading: 'SEARCH',
  placeholder: 'Site Search',
  empty: 'No relevant result found',
  emptyQuery: 'Please enter a search term.',
  categoryHeading: (label: string) => `Search ${label}`,
  categoryEmpty: (label: string) => `No match found for ${label}`,
  resultsHeading: (query: string) => `SEARCH RESULTS: ${query}`,
  /** `capped`: the group ranked only its newest SEARCH_RANKED_PER_GROUP matches, so there may be more. */
  seeAll: (total: number, label: string, capped = false) => `See all ${total}${capped ? '+' : ''} in ${label}`,
} as const;

export const SEARCH_QUERY_MAX = 200;
/** Hits per page of the article search results (the spec gives no size; the old service used its default). */
export const ARTICLE_SEARCH_PAGE_SIZE = 10;
/** Hits per page when one group is searched (/search/:searchCategory), reached by "See all N". */
export const CATEGORY_SEARCH_PAGE_SIZE = 10;
const searchText = line({ error: SEARCH_TEXT.emptyQuery }).min(1, SEARCH_TEXT.emptyQuery).max(SEARCH_QUERY_MAX);

/** GET /api/search: every group, or only the category's group. */
export const SiteSearchQuerySchema = z.object({
  q: searchText,
  category: line()
    .max(60)
    .optional()
    .transform((c, ctx) => {
      if (c === undefined || c === '') return undefined;
      const key = searchGroupOf(c);
      if (!key) ctx.addIssue({ code: 'custom', message: 'Unknown search category' });
      return key;
    }),
  /** Only with a category: which page of that group. */
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SiteSearchQuery = z.input<typeof SiteSearchQuerySchema>;

/**
 * A matching post. `snippet` is HTML whose only tags are <mark> around the matched words (the
 * server escapes everything else); the web app still renders it through DOMPurify.
 */
export const PostHitSchema = z.object({
  type: z.literal('post'),
  id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  feature_image: z.string().nullable(),
  rating: z.number().int(),
  /** Its tags: the web app derives the page address from them (news type or therapy slug). */
  tags: z.array(z.string()),
  pdf_link: z.string().nullable(),
  embed_video_link: z.string().nullable(),
});
export type PostHit = z.infer<typeof PostHitSchema>;

export const ProfileHitSchema = z.object({
  type: z.literal('profile'),
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  organisation: z.string().nullable(),
});
export type ProfileHit = z.infer<typeof ProfileHitSchema>;

/** How many of a post group's newest matches are ranked (its total stops there). */
export const SEARCH_RANKED_PER_GROUP = 100;

export const SearchGroupSchema = z.object({
  key: SearchGroupKeySchema,
  label: z.string(),
  hits: z.array(z.discriminatedUnion('type', [PostHitSchema, ProfileHitSchema])),
  /** Every match of the group (the best 100 posts are ranked, so at most 100 for posts). */
  total: z.number().int(),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;
export const SiteSearchResponseSchema = z.object({
  query: z.string(),
  groups: z.array(SearchGroupSchema),
  /** With a category: the page of that group's hits. */
  pagination: PaginationMetaSchema.optional(),
});
export type SiteSearchResponse = z.infer<typeof SiteSearchResponseSchema>;

/** GET /api/search/articles: the article search results page (650-character snippets). */
export const ArticleSearchQuerySchema = z.object({
  q: searchText,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(ARTICLE_SEARCH_PAGE_SIZE),
});
export const ArticleSearchResponseSchema = pagedSchema(PostHitSchema);
export type ArticleSearchResponse = z.infer<typeof ArticleSearchResponseSchema>;

/** Title Case for the heading once a term is submitted ("alpha-1 therapy" → "Alpha-1 Therapy"). */
export const titleCase = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');
