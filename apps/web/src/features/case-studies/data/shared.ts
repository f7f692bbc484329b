import type { LiverFunctionRow } from './types';

/**
 * Content shared by the four sample cases. References are limited to two well-known guidelines on
 * purpose: the cases are fictional and must not invent citations.
 */
export const REFERENCES = [
  'American Thoracic Society/European Respiratory Society statement: standards for the diagnosis and management of individuals with alpha-1 antitrypsin deficiency. Am J Respir Crit Care Med. 2003;168(7):818-900.',
  'Alpha 1-antitrypsin deficiency: memorandum from a WHO meeting. Bull World Health Organ. 1997;75(5):397-415.',
];

export const SAMPLE_NOTICE = 'Fictional teaching case — sample content';

/** Reference serum AAT range quoted with every result (spec part 2 §9). */
export const AAT_RANGE = '100-190 mg/dL';

/** Adult ranges of spec part 2 §9, in table order. */
const ADULT_RANGES = {
  ALT: '7-55 U/L',
  AST: '8-48 U/L',
  ALP: '40-129 U/L',
  GGT: '8-61 U/L',
  bilirubin: '0.1-1.2 mg/dL',
  albumin: '3.5-5.0 g/dL',
} as const;

type Results = { ALT: string; AST: string; ALP: string; GGT: string; bilirubin: string; albumin: string };

export const adultLiverRows = (r: Results): LiverFunctionRow[] => [
  { parameter: 'Alanine aminotransferase (ALT)', result: r.ALT, normalRange: ADULT_RANGES.ALT },
  { parameter: 'Aspartate aminotransferase (AST)', result: r.AST, normalRange: ADULT_RANGES.AST },
  { parameter: 'Alkaline phosphatase (ALP)', result: r.ALP, normalRange: ADULT_RANGES.ALP },
  { parameter: 'Gamma-glutamyl transferase (GGT)', result: r.GGT, normalRange: ADULT_RANGES.GGT },
  { parameter: 'Total bilirubin', result: r.bilirubin, normalRange: ADULT_RANGES.bilirubin },
  { parameter: 'Albumin', result: r.albumin, normalRange: ADULT_RANGES.albumin },
];

export const COMMON_ABBREVIATIONS = [
  { term: 'AAT', meaning: 'alpha-1 antitrypsin' },
  { term: 'AATD', meaning: 'alpha-1 antitrypsin deficiency' },
  { term: 'Pi', meaning: 'protease inhibitor (the AAT gene locus; ZZ = two copies of the Z allele)' },
];

export const PREPARED_SEPTEMBER_2022 = { label: 'September 2022', iso: '2022-09' };
export const PREPARED_OCTOBER_2022 = { label: 'October 2022', iso: '2022-10' };
