import { z } from 'zod';
import { OrderBySchema, PageQuerySchema, SortBySchema, pagedSchema } from './pagination.js';
import { CommentPageSchema } from './engagement.js';
import { ARTICLE_TYPES } from './news-text.js';

/** Curated lists (spec part 1 §9): Journal Watch the top 5 per month; key reviews the top 3 of the last 2 years. */
/** Part 1 §9: Journal Watch top 5 per month; the overview shows 3 and the news block 2. */
export const NEWS_CURATION = {
  journalWatchPerMonth: 5,
  journalWatchOverview: 3,
  journalWatchNewsBlock: 2,
  keyReviewsTop: 3,
  keyReviewsYears: 2,
} as const;

export const NEWS_GROUPS = ['CLINICAL_NEWS', 'JOURNAL_WATCH', 'KEY_REVIEW_ARTICLES', 'OTHER_RESOURCES'] as const;
export const NewsGroupSchema = z.enum(NEWS_GROUPS);
export type NewsGroup = z.infer<typeof NewsGroupSchema>;

export const POST_KINDS = ['article', 'therapy', 'conference', 'resource', 'link', 'ar'] as const;
export const PostKindSchema = z.enum(POST_KINDS);

/** A tag is a slug; anything else cannot match a post. */
export const TagSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown tag');

/**
 * The list size the server serves at most. The spec's all-news fetch asks for 12345: larger asks
 * are clamped rather than refused, and meta.pagination.limit tells the client what it got.
 */
export const LIST_LIMIT_MAX = 100;
const clampedLimit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, LIST_LIMIT_MAX));

export const PostListQuerySchema = z.object({
  limit: clampedLimit(10),
  page: PageQuerySchema.shape.page,
  tag: TagSchema.optional(),
  sortBy: SortBySchema.default('added'),
  orderBy: OrderBySchema.default('desc'),
});
export type PostListQuery = z.input<typeof PostListQuerySchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /api/information/news/:id/view: the article page drawn as HTML for the member who asks, at
 * /community/news/:type/:id (the page's own address names the list it belongs to; one of the four).
 */
export const ArticleViewQuerySchema = z.object({ type: z.enum(ARTICLE_TYPES) });
/** Its answer: the inside of the page's #root, as text/html. */
export const DrawnPageHtmlSchema = z.string();

/** 'true' / 'false' as the spec's API shows it; 'false' means no open access. */
/** The spec's string form of open access; null when the editor did not choose (no badge). */
export const AccessStatusSchema = z.enum(['true', 'false']).nullable();
export type AccessStatus = z.infer<typeof AccessStatusSchema>;
/** A post's access_status as the API gives it. */
export const accessStatusOf = (v: boolean | null): AccessStatus => (v === null ? null : v ? 'true' : 'false');

/** A post as a card shows it (news, therapy posts, conferences, resources, links, AR items). */
export const PostCardSchema = z.object({
  id: z.number().int(),
  kind: PostKindSchema,
  tags: z.array(z.string()),
  newsGroup: NewsGroupSchema.nullable(),
  title: z.string(),
  excerpt: z.string(),
  feature_image: z.string().nullable(),
  category: z.string().nullable(),
  articleSource: z.string().nullable(),
  authors: z.string().nullable(),
  articleUrl: z.string().nullable(),
  /** Journal Watch: the journal and its impact factor (each month's top 5 are ranked by it). */
  journal: z.string().nullable(),
  impactFactor: z.number().nullable(),
  accessStatus: AccessStatusSchema,
  pdf_link: z.string().nullable(),
  embed_video_link: z.string().nullable(),
  qr_code_image: z.string().nullable(),
  publishedAt: z.string(),
  views: z.number().int(),
  rating: z.number().int(),
  ratingsCount: z.number().int(),
  commentCount: z.number().int(),
  isSaved: z.boolean(),
  /** Sample content (loaded for demonstration): pages show a small "Sample content" label. */
  isSample: z.boolean(),
});
export type PostCard = z.infer<typeof PostCardSchema>;

export const PostListResponseSchema = pagedSchema(PostCardSchema);
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

/**
 * The article page in one request: the post, its HTML and the first page of comments
 * (comments + totalCommentsCount, as GET /api/comment/:id?page=1 answers).
 */
export const PostDetailSchema = PostCardSchema.extend({
  html: z.string(),
  userRating: z.number().int().nullable(),
  comments: CommentPageSchema,
});
export type PostDetail = z.infer<typeof PostDetailSchema>;

export const PostDetailQuerySchema = z.object({ tag: TagSchema.optional() });
