import { z } from 'zod';
import { line } from './fields.js';
import { PAGE_SIZE, VIDEO_FRAME_HEIGHT } from './limits.js';
import { OrderBySchema, PageQuerySchema, SortBySchema, pagedSchema } from './pagination.js';
import { PostCardSchema, PostDetailSchema } from './news.js';
import { EDUCATION_SLUGS } from './education-categories.js';

export const EducationSlugSchema = z.enum(EDUCATION_SLUGS);

/** GET /api/education/:slug — limit 3 unless the caller asks for more (spec part 2 §7). */
export const EducationListQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.default(PAGE_SIZE.therapyList),
  sortBy: SortBySchema.default('added'),
  orderBy: OrderBySchema.default('desc'),
});
export type EducationListQuery = z.input<typeof EducationListQuerySchema>;
export const EducationSlugParamsSchema = z.object({ slug: line().max(100) });
export const EducationPostParamsSchema = z.object({
  slug: line().max(100),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A post of an education category: the therapy area is the category label (spec part 2 §3). */
export const EducationPostSchema = PostCardSchema.extend({ slug: EducationSlugSchema, therapyArea: z.string() });
export type EducationPost = z.infer<typeof EducationPostSchema>;
export const EducationListResponseSchema = pagedSchema(EducationPostSchema);
export type EducationListResponse = z.infer<typeof EducationListResponseSchema>;
export const EducationPostDetailSchema = PostDetailSchema.extend({
  slug: EducationSlugSchema,
  therapyArea: z.string(),
});
export type EducationPostDetail = z.infer<typeof EducationPostDetailSchema>;

/** Conference highlights (posts of kind 'conference'). */
export const ConferenceListQuerySchema = EducationListQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.default(PAGE_SIZE.conference),
});
export const ConferenceListResponseSchema = pagedSchema(PostCardSchema);
export const ConferenceParamsSchema = z.object({ conferenceId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ConferenceDetailSchema = PostDetailSchema;
export type ConferenceDetail = z.infer<typeof ConferenceDetailSchema>;

export { VIDEO_FRAME_HEIGHT };

export const EDUCATION_TEXT = {
  hubHeading: 'EDUCATION',
  viewMore: 'View More',
  scanMe: 'SCAN ME',
  arMobileNote: 'Use mobile device for AR and 3D view*',
  arDesktopNote: '*Laptops and desktops only have the 3D view.',
  viewOnDesktop: 'View on desktop',
  conferencesHeading: 'Conference Highlights',
  viewDocuments: 'View documents',
  modulesHeading: 'education modules',
  modulesSearchTitle: 'Modules',
  bookmarkedSection: 'Bookmarked Modules',
  otherSection: 'Other Results',
  saveForLater: 'Save for Later',
  unsave: 'Unsave',
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  resourcesHeading: 'USEFUL RESOURCES',
  linksHeading: 'USEFUL LINKS',
  caseStudiesHeading: 'ALPHA-1 CAN HAVE MANY FACES',
} as const;
