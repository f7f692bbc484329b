// Screening of member-written text for possible adverse events (GVP Module VI: a marketing-
// authorisation holder screens the digital media it manages). A match never blocks the member;
// it opens a safety case for a human reviewer, so the rules lean towards catching too much.
import { WORD_END, WORD_START, escapeRegExp, foldText } from '../moderation/text.js';

export type ScreeningLanguage = 'en' | 'de' | 'ar';
export type ScreeningCriterion = 'reporter' | 'patient' | 'product' | 'event';
export type SeriousnessCriterion =
  | 'death'
  | 'lifeThreatening'
  | 'hospitalisation'
  | 'disability'
  | 'congenitalAnomaly'
  | 'medicallyImportant';
export type SpecialSituation =
  | 'lackOfEfficacy'
  | 'offLabelUse'
  | 'overdose'
  | 'misuse'
  | 'medicationError'
  | 'occupationalExposure'
  | 'pregnancyExposure'
  | 'breastfeedingExposure'
  | 'paediatricUse';

/** A span of the ORIGINAL text (UTF-16 offsets, end exclusive) that supports one minimum criterion. */
export interface ScreeningEvidence {
  criterion: ScreeningCriterion;
  text: string;
  start: number;
  end: number;
}

/** The words of one language. Patterns are written against folded text (see foldText). */
export interface LanguageRules {
  /** International non-proprietary and generic names of the suspect products. */
  products: string[];
  /** Phrases that name an adverse event by themselves ("side effect"). */
  explicit: string[];
  /** Reactions and outcomes ("rash", "hospitalised"). */
  reactions: string[];
  /** A treatment followed by something happening to someone ("after the infusion … developed"). */
  temporal: RegExp[];
  /** Someone the event happened to ("my patient", "she"). */
  patients: string[];
}

const EN: LanguageRules = {
  products: [
    'alpha-1 proteinase inhibitor',
    'alpha1-proteinase inhibitor',
    'alpha 1 proteinase inhibitor',
    'alpha-1 pi',
    'a1-pi',
    'a1pi',
    'augmentation therapy',
    'augmentation treatment',
    'alpha-1 antitrypsin infusion',
    'alpha-1 antitrypsin therapy',
    'aat therapy',
    'aat infusion',
  ],
  explicit: [
    'side effect',
    'side-effect',
    'side effects',
    'side-effects',
    'adverse event',
    'adverse events',
    'adverse reaction',
    'adverse reactions',
    'adverse drug reaction',
    'drug reaction',
    'infusion reaction',
    'allergic reaction',
    'anaphylaxis',
    'anaphylactic',
  ],
  reactions: [
    'reaction',
    'reactions',
    'rash',
    'hives',
    'urticaria',
    'itching',
    'swelling',
    'fever',
    'chills',
    'headache',
    'dizziness',
    'dizzy',
    'nausea',
    'vomiting',
    'chest pain',
    'flu-like',
    'fatigue',
    'hospitalised',
    'hospitalized',
    'hospitalisation',
    'hospitalization',
    'admitted',
    'emergency room',
    'died',
    'death',
    'worsened',
    'deteriorated',
    'overdose',
    'medication error',
    'pregnant',
    'pregnancy',
  ],
  temporal: [
    /\b(?:after|following|since|during|post)\s+(?:(?:the|his|her|my|their|a|an|each|every|first|second|last|weekly)\s+){0,2}(?:[\p{L}-]+\s+)?(?:infusion|infusions|dose|doses|injection|treatment|therapy|augmentation)\b[^.!?]{0,140}?\b(?:developed|experienced|suffered|had|got|became|presented|reported|complained|noticed|started|was|were)\b/u,
    /\b(?:developed|experienced|suffered|had|got|presented with|reported)\b[^.!?]{0,100}?\b(?:after|following|during|since)\s+(?:(?:the|his|her|my|their|a|an|each|every|first|last)\s+){0,2}(?:[\p{L}-]+\s+)?(?:infusion|dose|injection|treatment|therapy|augmentation)\b/u,
  ],
  patients: [
    'patient',
    'patients',
    'my mother',
    'my father',
    'my wife',
    'my husband',
    'he',
    'she',
    'a man',
    'a woman',
    'child',
  ],
};

/** German starter rules; the provider's German safety team extends them. */
const DE: LanguageRules = {
  products: [
    'alpha-1-proteinaseinhibitor',
    'alpha-1-proteinase-inhibitor',
    'augmentationstherapie',
    'substitutionstherapie',
  ],
  explicit: [
    'nebenwirkung',
    'nebenwirkungen',
    'unerwuenschte wirkung',
    'unerwuenschtes ereignis',
    'infusionsreaktion',
    'allergische reaktion',
    'anaphylaxie',
  ],
  reactions: [
    'reaktion',
    'ausschlag',
    'fieber',
    'kopfschmerzen',
    'schwindel',
    'uebelkeit',
    'krankenhaus',
    'verstorben',
    'verschlechtert',
  ],
  temporal: [
    /\bnach\s+(?:der|dem|einer|jeder)?\s*(?:infusion|dosis|injektion|behandlung|therapie)\b[^.!?]{0,140}?\b(?:entwickelte|bekam|hatte|trat|litt)\b/u,
  ],
  patients: ['patient', 'patientin', 'patienten'],
};

/** Arabic starter rules; the provider's regional safety team extends them. */
const AR: LanguageRules = {
  products: ['مثبط بروتيناز الفا-1', 'العلاج التعويضي'],
  explicit: ['اعراض جانبيه', 'اثار جانبيه', 'اثر جانبي', 'عرض جانبي', 'رد فعل تحسسي', 'تفاعل دوايي'],
  reactions: ['طفح', 'حمى', 'صداع', 'دوخه', 'غثيان', 'المستشفى', 'توفي'],
  temporal: [/بعد\s+(?:الحقنه|الجرعه|العلاج|التسريب)[^.!?؟]{0,140}?(?:اصيب|ظهر|ظهرت|عانى|حدث)/u],
  patients: ['مريض', 'المريض', 'مريضه', 'المريضه'],
};

export const SCREENING_RULES: Record<ScreeningLanguage, LanguageRules> = { en: EN, de: DE, ar: AR };

export interface ScreeningResult {
  possibleAdverseEvent: boolean;
  /** What matched, as hints for the reviewer who ticks the four minimum criteria. */
  products: string[];
  events: string[];
  patientMentioned: boolean;
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

const wordsPattern = (words: string[]): RegExp | null => {
  if (words.length === 0) return null;
  const alternatives = words
    .map((w) => foldText(w).trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/[\s-]+/g, '[\\s-]*'))
    .join('|');
  return new RegExp(`${WORD_START}(?:${alternatives})${WORD_END}`, 'giu');
};

const found = (pattern: RegExp | null, text: string): string[] =>
  pattern ? [...new Set([...text.matchAll(pattern)].map((m) => m[0]))] : [];

const compiled = new Map<string, ReturnType<typeof compile>>();
function compile(rules: LanguageRules, brandNames: readonly string[]) {
  return {
    products: wordsPattern([...rules.products, ...brandNames]),
    explicit: wordsPattern(rules.explicit),
    reactions: wordsPattern(rules.reactions),
    patients: wordsPattern(rules.patients),
    temporal: rules.temporal,
  };
}

/**
 * Screens one text in every configured language (members mix languages) against the rules and the
 * deployment's brand names. A possible adverse event is an explicit mention ("side effect"), a
 * suspect product with a reaction or a treatment-then-event sequence, or such a sequence with a
 * reaction even when no product is named ("after the infusion she developed a rash").
 */
export function screenForAdverseEvent(
  text: string,
  brandNames: readonly string[] = [],
  languages: readonly ScreeningLanguage[] = ['en', 'de', 'ar'],
): ScreeningResult {
  const folded = foldText(text).replace(/\s+/g, ' ');
  const result: ScreeningResult = {
    possibleAdverseEvent: false,
    products: [],
    events: [],
    patientMentioned: false,
    temporal: false,
    evidence: [],
    seriousness: [],
    specialSituations: [],
    serious: false,
    languages: [],
  };
  for (const language of languages) {
    const key = `${language}\u0000${brandNames.join('\u0000')}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = compile(SCREENING_RULES[language], brandNames);
      compiled.set(key, rules);
    }
    const products = found(rules.products, folded);
    const explicit = found(rules.explicit, folded);
    const reactions = found(rules.reactions, folded);
    const temporal = rules.temporal.some((p) => p.test(folded));
    result.products.push(...products);
    result.events.push(...explicit, ...reactions);
    result.patientMentioned ||= found(rules.patients, folded).length > 0;
    result.temporal ||= temporal;
    result.possibleAdverseEvent ||=
      explicit.length > 0 ||
      (products.length > 0 && (reactions.length > 0 || temporal)) ||
      (temporal && reactions.length > 0);
  }
  result.products = [...new Set(result.products)];
  result.events = [...new Set(result.events)];
  return result;
}
