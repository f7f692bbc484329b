import { z } from 'zod';
import { CONTENT_KIND_LABELS, ContentKindSchema, ContentStateSchema } from './console-content.js';
import { EDUCATION_CATEGORIES } from './education-categories.js';
import { NEWS_GROUPS, NewsGroupSchema, type NewsGroup } from './news.js';

/**
 * Importing a Ghost JSON export into the content console ("Import"): each post becomes
 * an item made by the same service as an editor's save (versions, audit), submitted for review
 * when its required fields are there. Route: POST /api/admin/content/import (console-content);
 * CLI: `content:import-ghost FILE [--dry-run] --as EMAIL`.
 */

/** The largest export JSON file the console accepts (the JSON of tens of thousands of posts). */
export const GHOST_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The largest ZIP (the JSON and its content/images folder) the console accepts. */
export const GHOST_IMPORT_MAX_ZIP_BYTES = 200 * 1024 * 1024;

const NEWS_GROUP_NAMES: Record<NewsGroup, string> = {
  CLINICAL_NEWS: 'Clinical News',
  JOURNAL_WATCH: 'Journal Watch',
  KEY_REVIEW_ARTICLES: 'Key Review Articles',
  OTHER_RESOURCES: 'Other Resources',
};

/**
 * What a Ghost tag (or every page, or every post no tag places) can be made into here: a news
 * group, a conference highlight, augmented reality, an education category, or `skip` (not
 * imported, said so in the report).
 */
export const GHOST_IMPORT_TARGETS = [
  ...NEWS_GROUPS.map((g) => ({
    value: `news:${g}`,
    label: `News: ${NEWS_GROUP_NAMES[g]}`,
    kind: 'news' as const,
    newsGroup: g,
    educationCategory: null,
  })),
  {
    value: 'conference',
    label: 'Conference highlight',
    kind: 'conference' as const,
    newsGroup: null,
    educationCategory: null,
  },
  ...EDUCATION_CATEGORIES.map((c) =>
    c.kind === 'ar'
      ? { value: 'ar', label: 'Augmented reality', kind: 'ar' as const, newsGroup: null, educationCategory: null }
      : {
          value: `category:${c.slug}`,
          label: `${CONTENT_KIND_LABELS[c.kind]}: ${c.label}`,
          kind: c.kind,
          newsGroup: null,
          educationCategory: c.slug,
        },
  ),
];
export const GHOST_IMPORT_SKIP = 'skip';
/** How the console names `skip` beside the targets' labels. */
export const GHOST_IMPORT_SKIP_LABEL = 'Skip (not imported)';
const targetValues = [...GHOST_IMPORT_TARGETS.map((t) => t.value), GHOST_IMPORT_SKIP] as unknown as [
  string,
  ...string[],
];
export const GhostImportTargetSchema = z.enum(targetValues, {
  error: `Choose one of: ${targetValues.join(', ')}.`,
});

const mapEntry = z
  .string()
  .regex(/^[^=]{1,191}=[^=]+$/, { error: 'A tag mapping is written TAG=KIND, e.g. webinars=news:CLINICAL_NEWS.' })
  .transform((v) => v.split('=') as [string, string])
  .pipe(z.tuple([z.string().trim().min(1), GhostImportTargetSchema]));

/**
 * The editor's choices: what posts with a given Ghost tag become (`map`, TAG=KIND, before the
 * spec's own tags), what pages become, what every other post becomes (`defaultKind`), and the old
 * site's address (for `__GHOST_URL__` and the report's image addresses).
 */
export const GhostImportChoicesSchema = z.object({
  defaultKind: GhostImportTargetSchema.optional(),
  pages: GhostImportTargetSchema.optional(),
  map: z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(mapEntry).max(500, { error: 'At most 500 tag mappings.' }),
    )
    .transform((entries) => Object.fromEntries(entries) as Record<string, string>),
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'The old site address is a web address, e.g. https://blog.example.org.' })
    .optional(),
});
export type GhostImportChoices = z.output<typeof GhostImportChoicesSchema>;

/** ?dryRun=true (the default) only reports what would happen; false imports. With the choices. */
export const GhostImportQuerySchema = GhostImportChoicesSchema.extend({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type GhostImportQuery = z.input<typeof GhostImportQuerySchema>;

/**
 * What happens to one Ghost post. create = would be created (dry run); created = created;
 * duplicate = imported before (same Ghost id or uuid), skipped; skipped = not imported (the reason
 * is in `problems`).
 */
export const GHOST_IMPORT_OUTCOMES = ['create', 'created', 'duplicate', 'skipped'] as const;
export const GhostImportOutcomeSchema = z.enum(GHOST_IMPORT_OUTCOMES);
export type GhostImportOutcome = z.infer<typeof GhostImportOutcomeSchema>;

export const GhostImportItemSchema = z.object({
  ghostId: z.string(),
  title: z.string(),
  kind: ContentKindSchema.nullable(),
  newsGroup: NewsGroupSchema.nullable(),
  educationCategory: z.string().nullable(),
  outcome: GhostImportOutcomeSchema,
  /** The console item: the new one, or the one a duplicate was imported as. */
  contentId: z.number().int().nullable(),
  /** The state it arrives in (or would): in review, or draft while required fields are missing. */
  state: ContentStateSchema.nullable(),
  publishedAt: z.string().nullable(),
  /** Why it was skipped or stays a draft, and what was left out of its body. */
  problems: z.array(z.string()),
});
export type GhostImportItem = z.infer<typeof GhostImportItemSchema>;

export const GhostImportReportSchema = z.object({
  dryRun: z.boolean(),
  totals: z.object({
    posts: z.number().int(),
    /** Of the posts, how many are Ghost pages. */
    pages: z.number().int(),
    /** Created (or, in a dry run, to be created). */
    imported: z.number().int(),
    inReview: z.number().int(),
    drafts: z.number().int(),
    duplicates: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Items created (or to be) per kind. */
  byKind: z.partialRecord(ContentKindSchema, z.number().int()),
  /** Tags of the export that map to nothing here, with the posts carrying them. */
  unknownTags: z.array(z.object({ slug: z.string(), name: z.string(), posts: z.array(z.string()) })),
  /**
   * Images the posts use. `library`: from the ZIP, into the media library (or, in a dry run, to
   * go there); `upload`: only on the old blog or elsewhere, left out of the post (never
   * hot-linked): the editor uploads it and adds it back.
   */
  images: z.array(z.object({ url: z.string(), posts: z.array(z.string()), outcome: z.enum(['library', 'upload']) })),
  items: z.array(GhostImportItemSchema),
});
export type GhostImportReport = z.infer<typeof GhostImportReportSchema>;

/**
 * A real import runs as a background job (ARCHITECTURE "long work"): POST …/import?dryRun=false
 * answers 202 with the queued job; GET /api/admin/content/import/:id follows it until it is
 * done (with its report) or failed (with the reason).
 */
export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const GhostImportJobSchema = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_JOB_STATES),
  /** Posts in the file, and how many have been handled so far. */
  total: z.number().int(),
  done: z.number().int(),
  report: GhostImportReportSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GhostImportJob = z.infer<typeof GhostImportJobSchema>;
