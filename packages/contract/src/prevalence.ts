import { z } from 'zod';

/** Map regions of the prevalence page (spec part 2 §2.6), in the order of the Region select. */
export const PREVALENCE_REGIONS = ['ALL', 'EU', 'NAM', 'AFR', 'AUS'] as const;
export const PrevalenceRegionCodeSchema = z.enum(PREVALENCE_REGIONS);
export type PrevalenceRegionCode = z.infer<typeof PrevalenceRegionCodeSchema>;

/**
 * How a figure was obtained (see the data folder's SOURCES.md): published numbers, an estimate derived
 * by Hardy-Weinberg from a source's allele frequencies, or an older range-only estimate.
 */
export const PREVALENCE_KINDS = [
  'region-total-published',
  'world-total-published',
  'published',
  'derived-hardy-weinberg',
  'range-2006',
] as const;
export const PrevalenceKindSchema = z.enum(PREVALENCE_KINDS);
export type PrevalenceKind = z.infer<typeof PrevalenceKindSchema>;

/** An estimated Pi*ZZ count: low === high for a single number; `text` is the figure as printed. */
export const PiZzEstimateSchema = z.object({
  low: z.number().int().nonnegative(),
  high: z.number().int().nonnegative(),
  text: z.string(),
});
export type PiZzEstimate = z.infer<typeof PiZzEstimateSchema>;

export const PrevalenceRegionSchema = z.object({
  code: PrevalenceRegionCodeSchema,
  name: z.string(),
  total: z.number().int().nonnegative(),
  kind: PrevalenceKindSchema,
  /** Source key(s) of the total, joined with '+' when a region sums several rows. */
  source: z.string(),
  /** The rows a total is made of (Africa and Asia are published separately). */
  parts: z.array(z.object({ name: z.string(), total: z.number().int().nonnegative() })),
});
export type PrevalenceRegion = z.infer<typeof PrevalenceRegionSchema>;

export const PrevalenceCountrySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-3; more than one when a row covers a former union (Serbia and Montenegro). */
  iso3: z.array(z.string().regex(/^[A-Z]{3}$/)).min(1),
  region: PrevalenceRegionCodeSchema.exclude(['ALL']),
  pizz: PiZzEstimateSchema,
  kind: PrevalenceKindSchema,
  source: z.string(),
});
export type PrevalenceCountry = z.infer<typeof PrevalenceCountrySchema>;

export const PrevalenceSourceSchema = z.object({ key: z.string(), citation: z.string() });
export type PrevalenceSource = z.infer<typeof PrevalenceSourceSchema>;

/** GET /api/education/prevalence */
export const PrevalenceResponseSchema = z.object({
  regions: z.array(PrevalenceRegionSchema),
  countries: z.array(PrevalenceCountrySchema),
  sources: z.array(PrevalenceSourceSchema),
});
export type PrevalenceResponse = z.infer<typeof PrevalenceResponseSchema>;

/* The prevalence data sets in the console: an upload is validated row by row, kept as a
   draft that staff preview on the members' map, then published; the set it replaces is kept so an
   admin can roll back to it. */

/** The columns of countries.tsv, in any order, each exactly once. */
export const PREVALENCE_COLUMNS = ['name', 'iso3', 'region', 'pizz', 'kind', 'source'] as const;
export type PrevalenceColumn = (typeof PREVALENCE_COLUMNS)[number];
/** A table of a few hundred rows is a few tens of KB; anything near this limit is not a prevalence table. */
export const PREVALENCE_UPLOAD_MAX_BYTES = 256 * 1024;
/** The multipart part that carries the file. */
export const PREVALENCE_UPLOAD_FIELD = 'file';

export const PREVALENCE_ERROR_CODES = {
  /** Some rows failed: `fields` maps "line:column" (or "file") to a message naming them. */
  invalidDataFile: 'invalidDataFile',
  /** The upload is not UTF-8 text (binary, another encoding). */
  notText: 'notText',
} as const;

/** draft: uploaded, not shown to members; live: what members see; previous: once live; discarded. */
export const DATA_SET_STATUSES = ['draft', 'live', 'previous', 'discarded'] as const;
export const DataSetStatusSchema = z.enum(DATA_SET_STATUSES);
export type DataSetStatus = z.infer<typeof DataSetStatusSchema>;

export const PrevalenceDataSetSchema = z.object({
  id: z.number().int(),
  status: DataSetStatusSchema,
  fileName: z.string(),
  countryCount: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PrevalenceDataSet = z.infer<typeof PrevalenceDataSetSchema>;

/** One difference between a data set and the live one: a country (by ISO3 codes) or a region total. */
export const PrevalenceChangeSchema = z.object({
  change: z.enum(['added', 'removed', 'changed']),
  scope: z.enum(['country', 'region']),
  /** ISO3 codes joined with ';' for a country, the region code for a region total. */
  key: z.string(),
  name: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type PrevalenceChange = z.infer<typeof PrevalenceChangeSchema>;

/** GET /api/admin/prevalence: what members see now, the draft if any, and the sets that were live. */
export const PrevalenceConsoleSchema = z.object({
  /** null: members see the table shipped with the product. */
  live: PrevalenceDataSetSchema.nullable(),
  draft: PrevalenceDataSetSchema.nullable(),
  previous: z.array(PrevalenceDataSetSchema),
  /** Whether a rollback has something to go back to (a previous set, or the shipped table). */
  canRollBack: z.boolean(),
});
export type PrevalenceConsole = z.infer<typeof PrevalenceConsoleSchema>;

/** GET /api/admin/prevalence/data-sets/:id (and the upload's answer): the set as the map draws it. */
export const PrevalenceDataSetDetailSchema = z.object({
  dataSet: PrevalenceDataSetSchema,
  data: PrevalenceResponseSchema,
  /** Versus the live set (or the shipped table); empty for the live set itself. */
  changes: z.array(PrevalenceChangeSchema),
});
export type PrevalenceDataSetDetail = z.infer<typeof PrevalenceDataSetDetailSchema>;

/** Orders "line:column" keys of an invalidDataFile answer by line, file-wide problems first. */
export function sortDataFileProblems(fields: Record<string, string>): { key: string; message: string }[] {
  const lineOf = (k: string) => (k === 'file' ? 0 : Number(k.split(':')[0]) || 0);
  return Object.entries(fields)
    .map(([key, message]) => ({ key, message }))
    .sort((a, b) => lineOf(a.key) - lineOf(b.key));
}
