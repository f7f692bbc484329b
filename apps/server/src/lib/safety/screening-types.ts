// The result types of adverse-event screening, shared by the vocabulary and its callers.
import type { ScreeningLanguage } from './vocabulary/types.js';
export type { ScreeningLanguage } from './vocabulary/types.js';
export type ScreeningCriterion = 'reporter' | 'patient' | 'product' | 'event';
// The criteria of ICH E2A / E2B(R3), named once in the contract the console shares.
import type { SeriousnessCriterion } from '@aatd/contract';
export type { SeriousnessCriterion };
export type SpecialSituation =
  | 'lackOfEfficacy'
  | 'offLabelUse'
  | 'overdose'
  | 'misuse'
  | 'medicationError'
  | 'occupationalExposure'
  | 'pregnancyExposure'
  | 'breastfeedingExposure'
  | 'paediatricUse'
  | 'qualityDefect';

/** A span of the ORIGINAL text (UTF-16 offsets, end exclusive) that supports one minimum criterion. */
export interface ScreeningEvidence {
  criterion: ScreeningCriterion;
  text: string;
  start: number;
  end: number;
}

export interface ScreeningResult {
  /** Whether a safety reviewer must see the text: a possible adverse event or special situation. */
  possibleAdverseEvent: boolean;
  /** What matched, as hints for the reviewer who ticks the four minimum criteria. */
  products: string[];
  events: string[];
  /** Whether an identifiable patient is named ("my patient", "a 54-year-old man", "pt", "Patientin"). */
  patientMentioned: boolean;
  /** Whether an event is linked in time or cause to a medicine ("after the infusion"). */
  temporal: boolean;
  /** Spans of the original text for the four minimum criteria, in text order. */
  evidence: ScreeningEvidence[];
  seriousness: SeriousnessCriterion[];
  specialSituations: SpecialSituation[];
  /** Any seriousness criterion met. */
  serious: boolean;
  /** The languages whose words were found in the text. */
  languages: ScreeningLanguage[];
}
