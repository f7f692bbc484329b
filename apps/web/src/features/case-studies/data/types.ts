/** Shape of a static case-study record (spec part 2 §3 "Case study record"). */
export type CaseNumber = 1 | 2 | 3 | 4;
export const CASE_NUMBERS: readonly CaseNumber[] = [1, 2, 3, 4];

/** One slide of the patient header's quote slider. */
export type QuoteSlide = { quotedText: string; text: string };

/**
 * A list entry; `children` nests a sub-list, and `opensLiverTable` renders the text as the highlighted
 * link that opens the liver function test pop-up table.
 */
export type CaseListItem = string | { text: string; children?: CaseListItem[]; opensLiverTable?: boolean };

export type LiverFunctionRow = { parameter: string; result: string; normalRange: string };

export type CaseSection = 'medical_history' | 'physical_examination' | 'further_investigation' | 'results_aatd';

export type AvatarKey = 'woman-60' | 'girl-7' | 'man-45' | 'woman-52';

export type CaseStudy = {
  number: CaseNumber;
  title: string;
  patient_name: string;
  patient_image: AvatarKey;
  occupation: string;
  age: number;
  /** Card texts for the listing, the education hub and the 'view more case studies' strip. */
  card: { subtitle: string; physicianQuote: string };
  patient_comments: [QuoteSlide, QuoteSlide];
  medical_history: CaseListItem[];
  physical_examination: CaseListItem[];
  further_investigation: CaseListItem[];
  results_aatd: CaseListItem[];
  liver_function: { caption: string; rows: LiverFunctionRow[] };
  /** The treating physician's remarks, shown as bubbles beside the matching card. */
  doctor_comments: Partial<Record<CaseSection, string>>;
  report_summary: string;
  did_you_know: string[];
  why_screen: string[];
  abbreviations: { term: string; meaning: string }[];
  references: string[];
  /** Regulatory footer: month of preparation (spec: September or October 2022). */
  prepared: { label: string; iso: string };
};
