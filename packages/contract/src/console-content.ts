import { z } from 'zod';
import { EDUCATION_CATEGORIES, type EducationSlug } from './education-categories.js';
import { EducationSlugSchema } from './education.js';
import { line, text } from './fields.js';
import { NEWS_GROUPS, NewsGroupSchema, type NewsGroup } from './news.js';
import { NEWS_TAGS } from './news-text.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * The staff console's content workflow: every kind of post members see, written by an
 * editor, reviewed (medical, legal, regulatory) by a reviewer who approves it with an approval code
 * and a review-by date, then published now or at a time. Every save is a numbered revision.
 * Routes: /api/admin/content... (apps/server/src/features/console-content).
 */

// ---------------------------------------------------------------------------------------------
// States

/**
 * The state an item shows in the console: its working revision's state, or, once the working
 * revision is the live one, the live state (published, withdrawn, expired).
 */
export const CONTENT_STATES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'scheduled',
  'published',
  'withdrawn',
  'expired',
] as const;
export const ContentStateSchema = z.enum(CONTENT_STATES);
export type ContentState = z.infer<typeof ContentStateSchema>;

/** A revision's own state; 'published' marks the revision that went live (it stays so in history). */
export const REVISION_STATES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'scheduled',
  'published',
] as const;
export const RevisionStateSchema = z.enum(REVISION_STATES);
export type RevisionState = z.infer<typeof RevisionStateSchema>;

/** What members see of an item: nothing unless 'published' ('draft' = never published). */
export const LIVE_STATUSES = ['draft', 'published', 'withdrawn', 'expired'] as const;
export const LiveStatusSchema = z.enum(LIVE_STATUSES);
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  scheduled: 'Scheduled',
  published: 'Published',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

// ---------------------------------------------------------------------------------------------
// Kinds and fields

/**
 * The kinds of content members see. news = Information (Clinical News, Journal Watch, Key review
 * articles, Other resources); therapy = an education post in one of the education categories;
 * conference = conference highlights; resource = useful resources (2 groups); link = useful links
 * (3 groups); ar = augmented-reality items; module = an education module (its live version is a row of
 * the modules table, not a post: decision 0050).
 */
export const CONTENT_KINDS = ['news', 'therapy', 'conference', 'resource', 'link', 'ar', 'module'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKindSchema>;

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  news: 'News',
  therapy: 'Education post',
  conference: 'Conference highlight',
  resource: 'Useful resource',
  link: 'Useful link',
  ar: 'Augmented reality',
  module: 'Education module',
};

/** The stored post kind of each console kind (posts.kind). */
export const POST_KIND_OF = {
  news: 'article',
  therapy: 'therapy',
  conference: 'conference',
  resource: 'resource',
  link: 'link',
  ar: 'ar',
  module: 'module',
} as const satisfies Record<ContentKind, string>;

/** The console kind of a stored post kind (the reverse of POST_KIND_OF). */
export const contentKindOfPost = (kind: (typeof POST_KIND_OF)[ContentKind]): ContentKind =>
  kind === 'article' ? 'news' : kind;

/** The education categories an item of this kind may be filed under (none for news and conference). */
export const categoriesForKind = (kind: ContentKind) => EDUCATION_CATEGORIES.filter((c) => c.kind === kind);

/** The tag every conference highlight carries (the spec's list call addresses them by it). */
export const CONFERENCE_TAG = 'conference-highlights';
/** The one category of AR items. */
export const AR_CATEGORY = 'aatd-education-augmented-reality' satisfies EducationSlug;

/** The tags members' lists address a news group by (a Journal Watch item carries both of its tags). */
export const NEWS_GROUP_TAGS: Record<NewsGroup, readonly string[]> = {
  CLINICAL_NEWS: [NEWS_TAGS.information, NEWS_TAGS.clinicalNews],
  JOURNAL_WATCH: [NEWS_TAGS.information, NEWS_TAGS.journalWatch, NEWS_TAGS.journalWatchShort],
  KEY_REVIEW_ARTICLES: [NEWS_TAGS.information, NEWS_TAGS.keyReviewArticles],
  OTHER_RESOURCES: [NEWS_TAGS.information, NEWS_TAGS.otherResources],
};

/** An address members follow: http(s) only. */
const webAddress = line()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'Enter a full address starting with https://');

/** An image, PDF or video: an https address, or a file of the media library (a path under uploads). */
const mediaReference = line()
  .max(1000)
  .refine(
    (v) => /^https:\/\/[^\s]+$/i.test(v) || /^(?![/.])(?!.*\.\.)[\w./-]+$/.test(v),
    'Use an https:// address or a file from the media library',
  );

/** Trimmed; empty or missing is null; anything else must pass `schema`. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(schema.nullable());

/** Trimmed text lines of a list entry; '' stays '' (submitting checks what an entry needs). */
const entryText = (max: number) => z.string().trim().max(max).default('');

/** An address of a list entry (a reading, a reference): empty, or an https address. */
const optionalWebAddress = optional(webAddress);

/** A module's figure: an image (like every image field), its title (also its alt text) and caption. */
export const ModuleFigureFieldSchema = z.object({
  title: entryText(300),
  caption: entryText(2000),
  imageUrl: optional(mediaReference),
});
export const ModuleReadingFieldSchema = z.object({ title: entryText(500), url: optionalWebAddress });
export const ModuleReferenceFieldSchema = z.object({ citation: entryText(2000), url: optionalWebAddress });
export type ModuleFigureField = z.infer<typeof ModuleFigureFieldSchema>;
export type ModuleReadingField = z.infer<typeof ModuleReadingFieldSchema>;
export type ModuleReferenceField = z.infer<typeof ModuleReferenceFieldSchema>;

/** A list field: missing or null is empty; at most `max` entries. */
const list = <T extends z.ZodType>(entry: T, max: number) =>
  z
    .array(entry)
    .max(max, `At most ${max} entries`)
    .nullish()
    .transform((v) => v ?? []);

/** A list as stored: older revisions (written before the field existed) read as empty. */
const storedList = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .nullish()
    .transform((v) => v ?? []);
const storedText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/**
 * Every field an item of any kind may have; which ones a kind uses is FIELDS_BY_KIND. All are
 * optional while drafting ('' counts as empty); REQUIRED_FIELDS_BY_KIND says what submitting for
 * review needs. `publishedAt` is the original date members see (null: the time it is first
 * published); `category` is the label cards show above the title.
 */
export const ContentFieldsSchema = z.object({
  title: optional(line().max(300)),
  excerpt: optional(text().max(1000)),
  /** Rich text; stored sanitized when published, exactly as members will see it. */
  html: optional(z.string().max(500_000)),
  newsGroup: optional(NewsGroupSchema),
  educationCategory: optional(EducationSlugSchema),
  category: optional(line().max(120)),
  featureImage: optional(mediaReference),
  articleSource: optional(line().max(300)),
  authors: optional(line().max(500)),
  articleUrl: optional(webAddress),
  /** Journal Watch: the journal and its impact factor; each month shows the top 5 by it. */
  journal: optional(line().max(300)),
  impactFactor: z
    .number({ error: 'Enter the impact factor as a number, e.g. 12.4' })
    .min(0, 'The impact factor cannot be negative')
    .max(1000, 'The impact factor is at most 1000')
    .nullish()
    .transform((v) => v ?? null),
  /** false = the article is not open access (members see a notice). */
  accessStatus: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  pdfLink: optional(mediaReference),
  embedVideoLink: optional(mediaReference),
  publishedAt: optional(z.iso.datetime({ offset: true })),
  // Education modules (what the member module page and module search show).
  topic: optional(line().max(120)),
  moduleIntro: optional(text().max(5000)),
  associatedTrials: optional(text().max(5000)),
  conflictOfInterests: optional(text().max(5000)),
  /** The module's PDFs and videos: each an address like the PDF and video fields. */
  pdfLinks: list(mediaReference, 5),
  videoLinks: list(mediaReference, 5),
  figures: list(ModuleFigureFieldSchema, 30),
  readings: list(ModuleReadingFieldSchema, 50),
  references: list(ModuleReferenceFieldSchema, 100),
});
export type ContentFields = z.infer<typeof ContentFieldsSchema>;
export type ContentFieldsInput = z.input<typeof ContentFieldsSchema>;
export type ContentField = keyof ContentFields;
export const CONTENT_FIELDS = Object.keys(ContentFieldsSchema.shape) as ContentField[];
export const ContentFieldSchema = z.enum(CONTENT_FIELDS as [ContentField, ...ContentField[]]);

/**
 * The fields as the server answers them: the same keys and types, without re-checking stored
 * values (an imported or older item may hold an address today's rules would refuse).
 */
export const StoredContentFieldsSchema = z.object({
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  html: z.string().nullable(),
  newsGroup: NewsGroupSchema.nullable(),
  educationCategory: EducationSlugSchema.nullable(),
  category: z.string().nullable(),
  featureImage: z.string().nullable(),
  articleSource: z.string().nullable(),
  authors: z.string().nullable(),
  articleUrl: z.string().nullable(),
  journal: storedText,
  impactFactor: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  accessStatus: z.boolean().nullable(),
  pdfLink: z.string().nullable(),
  embedVideoLink: z.string().nullable(),
  publishedAt: z.string().nullable(),
  topic: storedText,
  moduleIntro: storedText,
  associatedTrials: storedText,
  conflictOfInterests: storedText,
  pdfLinks: storedList(z.string()),
  videoLinks: storedList(z.string()),
  figures: storedList(z.object({ title: z.string(), caption: z.string(), imageUrl: z.string().nullable() })),
  readings: storedList(z.object({ title: z.string(), url: z.string().nullable() })),
  references: storedList(z.object({ citation: z.string(), url: z.string().nullable() })),
}) satisfies z.ZodType<ContentFields>;

/** Every field empty: a new item's starting point. */
export const EMPTY_CONTENT_FIELDS: ContentFields = ContentFieldsSchema.parse({});

export const CONTENT_FIELD_LABELS: Record<ContentField, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  html: 'Body',
  newsGroup: 'News group',
  educationCategory: 'Category',
  category: 'Card label',
  featureImage: 'Feature image',
  articleSource: 'Source',
  authors: 'Authors',
  articleUrl: 'Article address',
  journal: 'Journal',
  impactFactor: 'Impact factor',
  accessStatus: 'Open access',
  pdfLink: 'PDF',
  embedVideoLink: 'Video',
  publishedAt: 'Original date',
  topic: 'Topic',
  moduleIntro: 'Introduction',
  associatedTrials: 'Associated trials',
  conflictOfInterests: 'Conflict of interests',
  pdfLinks: 'PDFs',
  videoLinks: 'Videos',
  figures: 'Figures',
  readings: 'Further readings',
  references: 'References',
};

/** Where a kind names a shared field its own way (a module's excerpt is its summary). */
const FIELD_LABELS_BY_KIND: Partial<Record<ContentKind, Partial<Record<ContentField, string>>>> = {
  module: { excerpt: 'Summary', featureImage: 'Thumbnail', publishedAt: 'Date launched' },
};

/** The label of a field in this kind's form and messages. */
export const fieldLabel = (kind: ContentKind, field: ContentField): string =>
  FIELD_LABELS_BY_KIND[kind]?.[field] ?? CONTENT_FIELD_LABELS[field];

/** The fields that hold lists (the rest hold one value). */
export const LIST_FIELDS = [
  'pdfLinks',
  'videoLinks',
  'figures',
  'readings',
  'references',
] as const satisfies readonly ContentField[];
export type ListField = (typeof LIST_FIELDS)[number];
export const isListField = (f: ContentField): f is ListField => (LIST_FIELDS as readonly string[]).includes(f);

/** The fields the editor shows for each kind, in form order. */
export const FIELDS_BY_KIND: Record<ContentKind, readonly ContentField[]> = {
  news: [
    'newsGroup',
    'title',
    'excerpt',
    'html',
    'category',
    'featureImage',
    'articleSource',
    'authors',
    'articleUrl',
    'journal',
    'impactFactor',
    'accessStatus',
    'publishedAt',
  ],
  therapy: [
    'educationCategory',
    'title',
    'excerpt',
    'html',
    'featureImage',
    'pdfLink',
    'embedVideoLink',
    'publishedAt',
  ],
  conference: ['title', 'excerpt', 'html', 'featureImage', 'pdfLink', 'embedVideoLink', 'publishedAt'],
  resource: ['educationCategory', 'title', 'excerpt', 'html', 'featureImage', 'pdfLink', 'articleUrl', 'publishedAt'],
  link: ['educationCategory', 'title', 'excerpt', 'featureImage', 'articleUrl', 'publishedAt'],
  ar: ['title', 'excerpt', 'html', 'featureImage', 'articleUrl', 'publishedAt'],
  module: [
    'title',
    'topic',
    'excerpt',
    'moduleIntro',
    'featureImage',
    'pdfLinks',
    'videoLinks',
    'associatedTrials',
    'conflictOfInterests',
    'figures',
    'readings',
    'references',
    'publishedAt',
  ],
};

/** What submitting for review needs, per kind (see requiredFields for the news groups' extras). */
export const REQUIRED_FIELDS_BY_KIND: Record<ContentKind, readonly ContentField[]> = {
  news: ['newsGroup', 'title', 'excerpt', 'html'],
  therapy: ['educationCategory', 'title', 'excerpt', 'html', 'featureImage'],
  conference: ['title', 'excerpt', 'featureImage'],
  resource: ['educationCategory', 'title', 'excerpt'],
  link: ['educationCategory', 'title', 'articleUrl'],
  ar: ['title', 'excerpt', 'featureImage'],
  module: ['title', 'topic', 'excerpt', 'moduleIntro', 'featureImage'],
};

/** Journal Watch and key review articles point to a publication: its source and address are required. */
export const REQUIRED_FIELDS_BY_NEWS_GROUP: Partial<Record<NewsGroup, readonly ContentField[]>> = {
  // The impact factor ranks the month (none ranks last, and the console says so); not every
  // journal has one, so it is not required.
  JOURNAL_WATCH: ['articleSource', 'articleUrl', 'journal'],
  KEY_REVIEW_ARTICLES: ['articleSource', 'articleUrl', 'accessStatus'],
};

/** The required fields of this item (kind, plus its news group's extras). */
export function requiredFields(kind: ContentKind, fields: Pick<ContentFields, 'newsGroup'>): ContentField[] {
  const extra = kind === 'news' && fields.newsGroup ? (REQUIRED_FIELDS_BY_NEWS_GROUP[fields.newsGroup] ?? []) : [];
  return [...REQUIRED_FIELDS_BY_KIND[kind], ...extra];
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A list entry's parts that submitting needs: field → message, e.g. a figure without its caption. */
export function incompleteEntries(fields: Partial<ContentFields>): Partial<Record<ListField, string>> {
  const problems: Partial<Record<ListField, string>> = {};
  const check = <T>(field: ListField, entries: readonly T[] | undefined, needs: Array<[keyof T, string]>) => {
    for (const [i, entry] of (entries ?? []).entries()) {
      const gaps = needs.filter(([key]) => isEmpty(entry[key])).map(([, label]) => label);
      if (gaps.length > 0) {
        problems[field] = `Entry ${i + 1} needs ${gaps.join(' and ')}`;
        return;
      }
    }
  };
  check('figures', fields.figures, [
    ['imageUrl', 'an image'],
    ['title', 'a title'],
    ['caption', 'a caption'],
  ]);
  check('readings', fields.readings, [['title', 'a title']]);
  check('references', fields.references, [['citation', 'a citation']]);
  return problems;
}

/** The required fields still empty (the html of '<p></p>' counts as empty). */
export function missingFields(kind: ContentKind, fields: ContentFields): ContentField[] {
  return requiredFields(kind, fields).filter((f) => {
    const v = fields[f];
    if (f === 'html' && typeof v === 'string') return v.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
    return isEmpty(v);
  });
}

/** Values that do not fit the kind (a field it does not use, a category of another kind): field → message. */
export function kindFieldProblems(kind: ContentKind, fields: ContentFields): Partial<Record<ContentField, string>> {
  const problems: Partial<Record<ContentField, string>> = {};
  for (const f of CONTENT_FIELDS) {
    if (!FIELDS_BY_KIND[kind].includes(f) && !isEmpty(fields[f])) {
      problems[f] = `${fieldLabel(kind, f)} is not used by ${CONTENT_KIND_LABELS[kind].toLowerCase()} items`;
    }
  }
  const slug = fields.educationCategory;
  if (
    slug &&
    FIELDS_BY_KIND[kind].includes('educationCategory') &&
    !categoriesForKind(kind).some((c) => c.slug === slug)
  ) {
    problems.educationCategory = `Choose a category of ${CONTENT_KIND_LABELS[kind].toLowerCase()} items`;
  }
  return problems;
}

/** The tags a published item carries, so members' lists (addressed by tag) find it. */
export function tagsFor(kind: ContentKind, fields: Pick<ContentFields, 'newsGroup' | 'educationCategory'>): string[] {
  switch (kind) {
    case 'news':
      return fields.newsGroup ? [...NEWS_GROUP_TAGS[fields.newsGroup]] : [NEWS_TAGS.information];
    case 'conference':
      return [CONFERENCE_TAG];
    case 'ar':
      return [AR_CATEGORY];
    case 'therapy':
    case 'resource':
    case 'link':
      return fields.educationCategory ? [fields.educationCategory] : [];
    case 'module':
      return [];
  }
}

/** Every tag the console's tag filter offers: the news tags and the education categories. */
export const CONTENT_TAGS = [
  ...new Set([
    ...NEWS_GROUPS.flatMap((g) => NEWS_GROUP_TAGS[g]),
    CONFERENCE_TAG,
    ...EDUCATION_CATEGORIES.map((c) => c.slug),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Lists

export const CONTENT_SORTS = ['updated', 'created', 'title', 'reviewBy', 'state'] as const;
export const ContentSortSchema = z.enum(CONTENT_SORTS);
export const CONTENT_PAGE_SIZE = 25;

const dateOnly = z.iso.date({ error: 'Use a date like 2027-01-31' });

/**
 * GET /api/admin/content: filters combine (AND). `q` searches titles (working and live);
 * `authorId` = items this person wrote any revision of; `reviewBefore` = review-by date on or
 * before (the items due for re-review); `tag` = a tag of the item (CONTENT_TAGS).
 */
export const ContentListQuerySchema = z.object({
  kind: ContentKindSchema.optional(),
  state: ContentStateSchema.optional(),
  tag: line().max(80).optional(),
  authorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  reviewBefore: dateOnly.optional(),
  q: line().max(200).optional(),
  sort: ContentSortSchema.default('updated'),
  order: z.enum(['desc', 'asc']).default('desc'),
  page: PageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(CONTENT_PAGE_SIZE),
});
export type ContentListQuery = z.input<typeof ContentListQuerySchema>;

/** A staff member as the console names them; null for the system (sample loader, import, jobs). */
export const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type StaffRef = z.infer<typeof StaffRefSchema>;

/** One row of the content list: the working revision's title and state, the live status. */
export const ContentListItemSchema = z.object({
  id: z.number().int(),
  kind: ContentKindSchema,
  state: ContentStateSchema,
  status: LiveStatusSchema,
  title: z.string(),
  newsGroup: NewsGroupSchema.nullable(),
  educationCategory: z.string().nullable(),
  /** A module's topic (null for other kinds). */
  topic: z.string().nullable(),
  tags: z.array(z.string()),
  revision: z.number().int(),
  author: StaffRefSchema,
  updatedAt: z.string(),
  reviewBy: z.string().nullable(),
  publishAt: z.string().nullable(),
  approvalCode: z.string().nullable(),
});
export type ContentListItem = z.infer<typeof ContentListItemSchema>;

export const ContentPageSchema = pagedSchema(ContentListItemSchema);
export type ContentPage = z.infer<typeof ContentPageSchema>;

// ---------------------------------------------------------------------------------------------
// One item

/** What a reviewer wrote when sending an item back: a general note and/or notes per field. */
export const ReviewCommentsSchema = z
  .object({
    general: optional(text().max(5000)),
    fields: z.partialRecord(ContentFieldSchema, text().min(1).max(2000)).default({}),
  })
  .refine((c) => Boolean(c.general) || Object.keys(c.fields).length > 0, {
    message: 'Write what needs to change, in general or beside a field',
    path: ['general'],
  });
export type ReviewComments = z.infer<typeof ReviewCommentsSchema>;
export type ReviewCommentsInput = z.input<typeof ReviewCommentsSchema>;

export const CONTENT_ACTIONS = ['save', 'submit', 'approve', 'return', 'publish', 'withdraw', 'restore'] as const;
export const ContentActionSchema = z.enum(CONTENT_ACTIONS);
export type ContentAction = z.infer<typeof ContentActionSchema>;

/** A revision without its fields (the versions list). `live` marks the one members see now. */
export const RevisionSummarySchema = z.object({
  number: z.number().int(),
  state: RevisionStateSchema,
  author: StaffRefSchema,
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewer: StaffRefSchema,
  reviewedAt: z.string().nullable(),
  approvalCode: z.string().nullable(),
  reviewBy: z.string().nullable(),
  publishAt: z.string().nullable(),
  live: z.boolean(),
  hasComments: z.boolean(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** One revision with its fields and the reviewer's comments on it (GET …/versions/:n). */
export const RevisionSchema = RevisionSummarySchema.extend({
  fields: StoredContentFieldsSchema,
  reviewComments: ReviewCommentsSchema.nullable(),
});
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionListSchema = z.object({ data: z.array(RevisionSummarySchema) });
export type RevisionList = z.infer<typeof RevisionListSchema>;

/**
 * GET /api/admin/content/:id. `live` = the fields members see (null until first published; kept
 * while withdrawn or expired). `working` = the latest revision, the one being edited or reviewed.
 * `reviewComments` = the comments of the last send-back not yet followed by an approval, shown to
 * the editor beside the fields. `approvalCode` / `reviewBy` = of the working revision if approved,
 * else of the live version. `actions` = what the caller may do now (role, state, separation of duties).
 */
export const ContentItemSchema = z.object({
  id: z.number().int(),
  kind: ContentKindSchema,
  state: ContentStateSchema,
  status: LiveStatusSchema,
  live: StoredContentFieldsSchema.nullable(),
  liveRevision: z.number().int().nullable(),
  working: RevisionSchema,
  reviewComments: ReviewCommentsSchema.nullable(),
  approvalCode: z.string().nullable(),
  reviewBy: z.string().nullable(),
  publishAt: z.string().nullable(),
  /** The review-by date is less than REVIEW_WARNING_DAYS away (or passed). */
  reviewDue: z.boolean(),
  missingFields: z.array(ContentFieldSchema),
  /** The working revision's files as addresses the browser can load (library files included). */
  media: z.object({
    featureImage: z.string().nullable(),
    pdfLink: z.string().nullable(),
    /** A module's PDFs, videos and figure images, in order. */
    pdfLinks: z.array(z.string()),
    videoLinks: z.array(z.string()),
    figureImages: z.array(z.string().nullable()),
  }),
  actions: z.array(ContentActionSchema),
  /**
   * Whether members will see the item where it is listed: a Journal Watch item below its month's
   * top 5 by impact factor is never shown, one among them takes another out. Null when nothing to say.
   */
  listingNotice: z.string().nullable(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

/** Days before the review-by date when the editor is warned (console and e-mail). */
export const REVIEW_WARNING_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Action bodies

/** POST /api/admin/content: a new item (revision 1, a draft). */
export const ContentCreateSchema = z.object({ kind: ContentKindSchema, fields: ContentFieldsSchema });
export type ContentCreate = z.input<typeof ContentCreateSchema>;

/**
 * PUT /api/admin/content/:id: saves a new revision with these fields (all of them, not a patch).
 * `baseRevision` = the revision the editor started from; a newer one answers 409 so nobody
 * overwrites a colleague's save unseen.
 */
export const ContentSaveSchema = z.object({
  fields: ContentFieldsSchema,
  baseRevision: z.number().int().positive().optional(),
});
export type ContentSave = z.input<typeof ContentSaveSchema>;

/** POST …/:id/approve: the approval (job) code and the date it must be reviewed again by. */
export const ContentApproveSchema = z.object({
  approvalCode: line()
    .min(3, 'Enter the approval code')
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'Use letters, digits, spaces and . _ / -'),
  reviewBy: dateOnly,
});
export type ContentApprove = z.infer<typeof ContentApproveSchema>;

/** POST …/:id/return: send back to the editor with comments. */
export const ContentReturnSchema = z.object({ comments: ReviewCommentsSchema });
export type ContentReturn = z.input<typeof ContentReturnSchema>;

/** POST …/:id/publish: now (no publishAt) or at a future time. */
export const ContentPublishSchema = z.object({ publishAt: z.iso.datetime({ offset: true }).optional() });
export type ContentPublish = z.infer<typeof ContentPublishSchema>;

/** POST …/:id/withdraw: members stop seeing it; a scheduled publication is cancelled. */
export const ContentWithdrawSchema = z.object({ reason: text().max(1000).optional() });
export type ContentWithdraw = z.infer<typeof ContentWithdrawSchema>;

/** POST …/:id/versions/:n/restore: a new draft with version n's fields (it needs review again). */
export const ContentVersionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  n: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /api/admin/content/bulk: the same action on many items; each answers on its own. */
export const CONTENT_BULK_MAX = 100;
export const ContentBulkSchema = z.object({
  action: z.enum(['submit', 'withdraw']),
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Select at least one item')
    .max(CONTENT_BULK_MAX, `Select at most ${CONTENT_BULK_MAX} items`),
});
export type ContentBulk = z.infer<typeof ContentBulkSchema>;

export const ContentBulkResultSchema = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.number().int(), ok: z.literal(true), state: ContentStateSchema }),
      z.object({
        id: z.number().int(),
        ok: z.literal(false),
        status: z.number().int(),
        message: z.string(),
        fields: z.record(z.string(), z.string()).optional(),
      }),
    ]),
  ),
});
export type ContentBulkResult = z.infer<typeof ContentBulkResultSchema>;
