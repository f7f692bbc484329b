import { z } from 'zod';
import { line, text } from './fields.js';
import { PAGE_SIZE } from './limits.js';
import { PaginationMetaSchema } from './pagination.js';
import { ENGAGEMENT_TEXT } from './engagement-text.js';

// ---- Comments ----------------------------------------------------------------------------------

export const CommentTextSchema = text({ error: 'Comment text is required' })
  .min(1, 'Comment text is required')
  .max(5000, 'Comments are limited to 5000 characters');

/** POST /api/comment/:id — a reply names its top-level comment in commentId. */
export const CommentCreateSchema = z.object({
  commentText: CommentTextSchema,
  commentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type CommentCreate = z.infer<typeof CommentCreateSchema>;

export const CommentUpdateSchema = z.object({ commentText: CommentTextSchema });
export type CommentUpdate = z.infer<typeof CommentUpdateSchema>;

export const CommentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.comments),
  page: z.coerce.number().int().min(1).default(1),
});

export const ReplySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  image: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  commentText: z.string(),
  createdAt: z.string(),
  /**
   * Only on the viewer's own comment while others cannot see it: held for a moderator's
   * review ("awaiting review"), or hidden by a moderator with the reason they gave.
   */
  review: z.object({ state: z.enum(['held', 'hidden']), reason: z.string().nullable() }).optional(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = ReplySchema.extend({ replies: z.array(ReplySchema) });
export type Comment = z.infer<typeof CommentSchema>;

/** One page of top-level comments, newest first; totalCommentsCount counts top-level comments. */
export const CommentPageSchema = z.object({
  comments: z.array(CommentSchema),
  totalCommentsCount: z.number().int(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const CommentDeletedSchema = z.object({ id: z.number().int(), removed: z.number().int() });

// ---- Ratings, views, favourites ----------------------------------------------------------------

export const RatingResultSchema = z.object({
  rating: z.number().int(),
  ratingsCount: z.number().int(),
  userRating: z.number().int(),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;

/** The member's own rating of a post, null when they have not rated it. */
export const OwnRatingSchema = z.object({ userRating: z.number().int().nullable() });
export type OwnRating = z.infer<typeof OwnRatingSchema>;

/** What a view is counted on: a news item (the news groups) or an education item. */
export const VIEW_TYPES = ['news', 'education'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const ViewCountParamsSchema = z.object({
  type: z.enum(VIEW_TYPES),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ViewCountSchema = z.object({ views: z.number().int() });

export const SaveResultSchema = z.object({ isSaved: z.boolean() });

export const SavedArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  feature_image: z.string().nullable(),
  commentsCount: z.number().int(),
  articleUrl: z.string().nullable(),
  category: z.string().nullable(),
  accessStatus: z.enum(['true', 'false']).nullable(),
  articleSource: z.string().nullable(),
  kind: z.string(),
  tags: z.array(z.string()),
});
export type SavedArticle = z.infer<typeof SavedArticleSchema>;

export const SavedListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.savedArticles),
  page: z.coerce.number().int().min(1).default(1),
});

export const SavedListResponseSchema = z.object({
  data: z.array(SavedArticleSchema),
  totalCount: z.number().int(),
  meta: z.object({ pagination: PaginationMetaSchema }),
});
export type SavedListResponse = z.infer<typeof SavedListResponseSchema>;

// ---- Sharing -----------------------------------------------------------------------------------

/** POST /api/user/share: resourceLink is the page being shared (only this site's pages). */
export const ShareBodySchema = z.object({
  resourceLink: line().min(1).max(2000),
  receiverId: z.coerce.number().int().positive().max(2_147_483_647),
  senderMessage: text().max(2000).default(''),
});
export type ShareBody = z.infer<typeof ShareBodySchema>;

export const ShareResultSchema = z.object({ status: z.literal('shared'), messageId: z.number().int() });

/** The share dialog's form: a member must be chosen, the message is optional. */
export const ShareFormSchema = z.object({
  receiverId: z
    .number({ error: ENGAGEMENT_TEXT.memberNameRequired })
    .int()
    .positive(ENGAGEMENT_TEXT.memberNameRequired),
  memberName: line().min(1, ENGAGEMENT_TEXT.memberNameRequired),
  senderMessage: text().max(2000),
});
export type ShareForm = z.infer<typeof ShareFormSchema>;
