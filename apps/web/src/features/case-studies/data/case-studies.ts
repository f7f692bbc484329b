import { caseStudy1 } from './case-study-1';
import { caseStudy2 } from './case-study-2';
import { caseStudy3 } from './case-study-3';
import { caseStudy4 } from './case-study-4';
import type { CaseNumber, CaseStudy } from './types';

export type * from './types';
export { CASE_NUMBERS } from './types';
export { SAMPLE_NOTICE } from './shared';

/**
 * The four fictional teaching cases (spec part 2 §2.7), all Pi*ZZ, kept as typed data so the pages make
 * no calls. Each case lives in its own file to keep files short.
 */
export const caseStudies: readonly CaseStudy[] = [caseStudy1, caseStudy2, caseStudy3, caseStudy4];

export const getCaseStudy = (n: CaseNumber): CaseStudy => caseStudies[n - 1];

/** 'cs-3', '3' or 3 → 3; anything else → null (the router shows not-found). */
export function toCaseNumber(value: unknown): CaseNumber | null {
  const match = /^(?:cs-)?([1-4])$/.exec(String(value ?? '').trim());
  return match ? (Number(match[1]) as CaseNumber) : null;
}
