import {
  SAFETY_DUE_DAYS,
  SERIOUSNESS_CRITERIA,
  type EvidenceSpan,
  type SafetyCriteria,
  type SeriousnessCriterion,
} from '@aatd/contract';
import { screenForAdverseEvent } from '../../lib/safety/adverse-event-screening.js';

/** What a case keeps of the screening (lib/safety): the findings, their spans, seriousness. */
export interface CaseScreening {
  possibleAdverseEvent: boolean;
  products: string[];
  events: string[];
  patientMentioned: boolean;
  evidence: EvidenceSpan[];
  seriousness: SeriousnessCriterion[];
  specialSituations: string[];
  languages: string[];
}

type Screened = ReturnType<typeof screenForAdverseEvent> & {
  evidence?: EvidenceSpan[];
  seriousness?: readonly string[];
  specialSituations?: readonly string[];
  languages?: readonly string[];
};

/** Where each found word occurs in the original text, for a screening that names words only. */
function spansOf(text: string, criterion: EvidenceSpan['criterion'], words: readonly string[]): EvidenceSpan[] {
  const lower = text.toLowerCase();
  const spans: EvidenceSpan[] = [];
  for (const word of words) {
    const needle = word.toLowerCase();
    if (!needle) continue;
    const start = lower.indexOf(needle);
    if (start >= 0) {
      spans.push({ criterion, text: text.slice(start, start + needle.length), start, end: start + needle.length });
    }
  }
  return spans;
}

const isSeriousness = (s: string): s is SeriousnessCriterion => (SERIOUSNESS_CRITERIA as readonly string[]).includes(s);

/** Keeps only spans that really point at their text in `verbatim` (offsets are shown as highlights). */
const validSpans = (verbatim: string, spans: EvidenceSpan[]) =>
  spans.filter((s) => s.start >= 0 && s.end > s.start && s.end <= verbatim.length);

export function caseScreeningOf(verbatim: string, r: Screened): CaseScreening {
  const evidence = r.evidence
    ? validSpans(verbatim, r.evidence)
    : [...spansOf(verbatim, 'product', r.products), ...spansOf(verbatim, 'event', r.events)];
  return {
    possibleAdverseEvent: r.possibleAdverseEvent,
    products: [...r.products],
    events: [...r.events],
    patientMentioned: r.patientMentioned || evidence.some((s) => s.criterion === 'patient'),
    evidence: evidence.sort((a, b) => a.start - b.start || a.end - b.end),
    seriousness: (r.seriousness ?? []).filter(isSeriousness),
    specialSituations: [...(r.specialSituations ?? [])],
    languages: [...(r.languages ?? [])],
  };
}

/** Screens one member text against the deployment's (and the console's) brand names. */
export const screenText = (text: string, brandNames: readonly string[]): CaseScreening =>
  caseScreeningOf(text, screenForAdverseEvent(text, brandNames));

/**
 * The four minimum criteria as screening suggests them, for the reviewer to confirm or untick. The
 * reporter is identifiable by construction: every text has a registered, named healthcare professional.
 */
export const suggestedCriteria = (
  s: Pick<CaseScreening, 'evidence' | 'products' | 'events' | 'patientMentioned'>,
): SafetyCriteria => ({
  identifiableReporter: true,
  identifiablePatient: s.patientMentioned || s.evidence.some((e) => e.criterion === 'patient'),
  suspectProduct: s.products.length > 0 || s.evidence.some((e) => e.criterion === 'product'),
  adverseEvent: s.events.length > 0 || s.evidence.some((e) => e.criterion === 'event'),
});

/** A moderator's or member's judgement with nothing found automatically. */
export const judgedPossibleAdverseEvent = (): CaseScreening => ({
  possibleAdverseEvent: true,
  products: [],
  events: [],
  patientMentioned: false,
  evidence: [],
  seriousness: [],
  specialSituations: [],
  languages: [],
});

const DAY_MS = 86_400_000;
/** Day 0 plus 15 calendar days for a serious case, 90 otherwise. */
export const dueDate = (dayZero: Date, serious: boolean) =>
  new Date(dayZero.getTime() + (serious ? SAFETY_DUE_DAYS.serious : SAFETY_DUE_DAYS.nonSerious) * DAY_MS);
