import { z } from 'zod';
import { line } from './fields.js';
import { PAGE_SIZE, VIDEO_FRAME_HEIGHT } from './limits.js';
import { OrderBySchema, PageQuerySchema, SortBySchema, pagedSchema } from './pagination.js';
import { PostCardSchema, PostDetailSchema } from './news.js';

/** Which page group a category belongs to: the hub, the therapy areas, useful resources or links. */
export type EducationGroup = 'education' | 'therapy' | 'resources' | 'links';

/**
 * Every posts category of the education area (spec part 2 §2.1, §2.5): the slug is the tag the
 * posts carry and the path segment of its pages; the label fills the spec's empty texts.
 */
export const EDUCATION_CATEGORIES = [
  { slug: 'aatd-education-understanding-aatd', label: 'Understanding AATD', group: 'education', kind: 'therapy' },
  { slug: 'aatd-education-augmented-reality', label: 'Augmented Reality', group: 'education', kind: 'ar' },
  { slug: 'aatd-case-studies', label: 'Patient Case Studies', group: 'education', kind: 'therapy' },
  { slug: 'rarehaematology', label: 'Rare Haematology', group: 'therapy', kind: 'therapy' },
  { slug: 'raregeneticdisease', label: 'Rare Genetic Diseases', group: 'therapy', kind: 'therapy' },
  { slug: 'oncology', label: 'Oncology', group: 'therapy', kind: 'therapy' },
  { slug: 'immunology', label: 'Immunology', group: 'therapy', kind: 'therapy' },
  { slug: 'gastroenterology', label: 'Gastroenterology', group: 'therapy', kind: 'therapy' },
  {
    slug: 'aatd-useful-resources-clinical-practical-guidelines',
    label: 'Clinical Practice Guidelines',
    group: 'resources',
    kind: 'resource',
  },
  {
    slug: 'aatd-useful-resources-downloadable-resources',
    label: 'Downloadable Resources',
    group: 'resources',
    kind: 'resource',
  },
  {
    slug: 'aatd-useful-links-international-aatd-organizations',
    label: 'International AATD Organizations',
    group: 'links',
    kind: 'link',
  },
  {
    slug: 'aatd-useful-links-lung-liver-organizations',
    label: 'Lung and Liver Organizations',
    group: 'links',
    kind: 'link',
  },
  {
    slug: 'aatd-useful-links-rare-disease-organizations',
    label: 'Rare Disease Organizations',
    group: 'links',
    kind: 'link',
  },
] as const satisfies ReadonlyArray<{
  slug: string;
  label: string;
  group: EducationGroup;
  kind: 'therapy' | 'ar' | 'resource' | 'link';
}>;

export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];
export type EducationSlug = EducationCategory['slug'];
export const EDUCATION_SLUGS = EDUCATION_CATEGORIES.map((c) => c.slug) as [EducationSlug, ...EducationSlug[]];
export const EducationSlugSchema = z.enum(EDUCATION_SLUGS);
export const educationCategory = (slug: string): EducationCategory | undefined =>
  EDUCATION_CATEGORIES.find((c) => c.slug === slug);
export const categoriesOf = (group: EducationGroup) => EDUCATION_CATEGORIES.filter((c) => c.group === group);

/** Spec empty texts: 'No {category label} post found' (lists) and 'No {therapy area} post found' (hub). */
export const noPostsText = (label: string) => `No ${label} post found`;
export const NO_MODULES_TEXT = 'No modules found';

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

/** Hosts whose players are shown in an iframe; any other video link plays in a native player. */
export const EMBEDDABLE_VIDEO_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
  'fast.wistia.net',
  'fast.wistia.com',
] as const;
export function isEmbeddableVideo(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && (EMBEDDABLE_VIDEO_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
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
