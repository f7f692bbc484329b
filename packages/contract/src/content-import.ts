import { z } from 'zod';
import { ContentKindSchema, ContentStateSchema } from './console-content.js';
import { NewsGroupSchema } from './news.js';

/**
 * Importing a Ghost JSON export into the content console (issue 11, "Import"): each post becomes
 * an item made by the same service as an editor's save (versions, audit), submitted for review
 * when its required fields are there. Route: POST /api/admin/content/import (console-content);
 * CLI: `content:import-ghost FILE [--dry-run] --as EMAIL`.
 */

/** The largest export file the console accepts (the JSON of a few thousand posts). */
export const GHOST_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** ?dryRun=true (the default) only reports what would happen; false imports. */
export const GhostImportQuerySchema = z.object({
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
  /** Images the posts reference by address: to upload to the media library and relink. */
  images: z.array(z.object({ url: z.string(), posts: z.array(z.string()) })),
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
