import { z } from 'zod';
import { line } from './fields.js';
import { OrderBySchema, PageQuerySchema, PaginationMetaSchema, pagedSchema } from './pagination.js';

/** The Format tag of a saved module (spec part 2 §3), derived from which media it carries. */
export const MODULE_FORMATS = ['Video and PDF', 'Video', 'PDF', 'No media'] as const;
export type ModuleFormat = (typeof MODULE_FORMATS)[number];
export const moduleFormat = (pdfLinks: readonly string[], videoLinks: readonly string[]): ModuleFormat => {
  if (videoLinks.length && pdfLinks.length) return 'Video and PDF';
  if (videoLinks.length) return 'Video';
  if (pdfLinks.length) return 'PDF';
  return 'No media';
};

export const ModuleFigureSchema = z.object({ title: z.string(), caption: z.string(), imageUrl: z.string().nullable() });
export const ModuleReadingSchema = z.object({ title: z.string(), url: z.string().nullable() });
export const ModuleReferenceSchema = z.object({ citation: z.string(), url: z.string().nullable() });
export type ModuleFigure = z.infer<typeof ModuleFigureSchema>;
export type ModuleReading = z.infer<typeof ModuleReadingSchema>;
export type ModuleReference = z.infer<typeof ModuleReferenceSchema>;

/** A card of the module list (/community/education/cmemodules). */
export const EducationModuleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dateLaunched: z.string(),
  topic: z.string(),
  description: z.string(),
  featureImage: z.string().nullable(),
  pdfLinks: z.array(z.string()),
  videoLinks: z.array(z.string()),
  views: z.number().int(),
  isSaved: z.boolean(),
  isSample: z.boolean(),
});
export type EducationModuleCard = z.infer<typeof EducationModuleCardSchema>;

/** GET /api/education/education-modules/:id. Video links already carry the member's tracking parameters. */
export const EducationModuleSchema = EducationModuleCardSchema.extend({
  moduleIntro: z.string(),
  associatedTrials: z.string(),
  conflictOfInterests: z.string(),
  figures: z.array(ModuleFigureSchema),
  readings: z.array(ModuleReadingSchema),
  references: z.array(ModuleReferenceSchema),
});
export type EducationModule = z.infer<typeof EducationModuleSchema>;

/** The module list sorts by date added, views, or recommended (how often members saved it). */
export const ModuleSortBySchema = z.enum(['added', 'views', 'recommended']);
export type ModuleSortBy = z.infer<typeof ModuleSortBySchema>;
export const ModuleListQuerySchema = PageQuerySchema.extend({
  sortBy: ModuleSortBySchema.default('added'),
  orderBy: OrderBySchema.default('desc'),
});
export type ModuleListQuery = z.input<typeof ModuleListQuerySchema>;
export const ModuleListResponseSchema = pagedSchema(EducationModuleCardSchema);
export type ModuleListResponse = z.infer<typeof ModuleListResponseSchema>;

/** GET /api/education/topics */
export const TopicListSchema = z.array(z.object({ topic: z.string() }));
export type TopicList = z.infer<typeof TopicListSchema>;

/** POST / DELETE /api/education/save-education-modules */
export const SaveModuleBodySchema = z.object({ educationModuleId: z.number().int().positive() });
export type SaveModuleBody = z.infer<typeof SaveModuleBodySchema>;
export const SaveModuleResponseSchema = z.object({ educationModuleId: z.number().int(), isSaved: z.boolean() });

/** GET /api/education/save-education-modules: the My Account SAVED MODULES list. */
export const SavedModulesQuerySchema = PageQuerySchema;
export const SavedModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.string(),
  format: z.enum(MODULE_FORMATS),
  description: z.string(),
  featureImage: z.string().nullable(),
  dateLaunched: z.string(),
});
export type SavedModule = z.infer<typeof SavedModuleSchema>;
export const SavedModulesResponseSchema = z.object({ data: z.array(SavedModuleSchema), totalCount: z.number().int() });
export type SavedModulesResponse = z.infer<typeof SavedModulesResponseSchema>;

/** Sort orders of the searchable Modules page, in the order of its Sort by select. */
export const MODULE_SEARCH_SORTS = [
  { value: 'newest', label: 'Age newest to oldest' },
  { value: 'oldest', label: 'Age oldest to newest' },
  { value: 'az', label: 'Title A-Z' },
  { value: 'za', label: 'Title Z-A' },
] as const;
export const ModuleSearchSortSchema = z.enum(['newest', 'oldest', 'az', 'za']);
export type ModuleSearchSort = z.infer<typeof ModuleSearchSortSchema>;

/** The Topic select's first option; choosing it (or nothing) means no topic filter. */
export const TOPIC_PLACEHOLDER = 'Select...';
export const MODULE_SEARCH_MAX_NAME = 200;
/** A search finds its best this many modules; Bookmarked Modules shows all of the member's among them. */
export const MODULE_SEARCH_LIMIT = 100;
/** Other Results come this many to a page, so a phone's first answer stays short; the pager reaches the rest. */
export const MODULE_SEARCH_PAGE_SIZE = 10;

/** The filter form: no visible bounds in the spec; the name is capped so a pasted essay is refused. */
export const ModuleSearchFormSchema = z.object({
  name: line().max(MODULE_SEARCH_MAX_NAME, `Name must be at most ${MODULE_SEARCH_MAX_NAME} characters`),
  topic: line(),
  bookmarked: z.boolean(),
});
export type ModuleSearchForm = z.infer<typeof ModuleSearchFormSchema>;

const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /api/education/modules/search */
export const ModuleSearchQuerySchema = z.object({
  name: line().max(MODULE_SEARCH_MAX_NAME).default(''),
  topic: line()
    .max(MODULE_SEARCH_MAX_NAME)
    .default('')
    .transform((t) => (t === TOPIC_PLACEHOLDER ? '' : t)),
  bookmarked: queryBool.default(false),
  sort: ModuleSearchSortSchema.default('newest'),
  /** The page of Other Results. */
  page: PageQuerySchema.shape.page,
});
export type ModuleSearchQuery = z.input<typeof ModuleSearchQuerySchema>;

export const ModuleSearchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.string(),
  description: z.string(),
  pdfLinks: z.array(z.string()),
  videoLinks: z.array(z.string()),
  dateLaunched: z.string(),
  isSaved: z.boolean(),
});
export type ModuleSearchHit = z.infer<typeof ModuleSearchHitSchema>;
export const ModuleSearchResponseSchema = z.object({
  bookmarked: z.array(ModuleSearchHitSchema),
  others: z.array(ModuleSearchHitSchema),
  /** The pages of Other Results. */
  meta: z.object({ pagination: PaginationMetaSchema }),
});
export type ModuleSearchResponse = z.infer<typeof ModuleSearchResponseSchema>;
