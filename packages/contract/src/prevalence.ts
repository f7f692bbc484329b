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
