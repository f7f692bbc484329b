// Screening of member-written text for possible adverse events (GVP Module VI: a marketing-
// authorisation holder screens the digital media it manages). A match never blocks the member;
// it opens a safety case for a human reviewer, so the rules lean towards catching: a mention is
// dropped only when a negation covers it in its own clause, or when it sits in a hypothetical,
// general or literature sentence that names no patient.
import { SERIOUSNESS_CRITERIA } from '@aatd/contract';
import { foldWithOffsets, originalSpan } from '../moderation/text.js';
import { Lexicon, tokenize, type Token } from './lexicon.js';
import { CONTEXTUAL_PATIENT_PATTERNS, PATIENT_PATTERNS } from './vocabulary/patients.js';
import {
  CONDITION_SUFFIXES,
  DISEASE_COURSE_TERMS,
  EXPLICIT_EVENT_TERMS,
  LAB_ANALYTES,
  LAB_CHANGES,
  NOT_CONDITIONS,
  PROCEDURE_PHRASES,
  REACTION_TERMS,
  REACTIONS_SOURCE,
} from './vocabulary/reactions.js';
import {
  ARABIC_INN_STEMS,
  BRAND_CUES,
  EXPOSURE_TERMS,
  INN_STEMS,
  MEDICINE_NAMES,
  MEDICINES_SOURCE,
  NOT_BRANDS,
  NOT_MEDICINE_PREFIXES,
  NOT_MEDICINES,
} from './vocabulary/medicines.js';
import {
  OVERUSE_PER_DAY,
  OVERUSE_PERIODS,
  OVERUSE_UNITS,
  SERIOUSNESS,
  SITUATION_PAIRS,
  SITUATIONS_SOURCE,
  SPECIAL_SITUATIONS,
} from './vocabulary/situations.js';
import {
  ASSERTION_VERBS,
  CAUSAL_CUES,
  CLAUSE_BREAKS,
  CONTEXT_SOURCE,
  FAMILY_CUES,
  HYPOTHETICAL_CUES,
  HYPOTHETICAL_WORD_CUES,
  INDICATION_CUES,
  LITERATURE_CUES,
  LITERATURE_PHRASES,
  NEGATION_CUES,
  OTHER_CAUSE_CUES,
  PAST_EVENT_VERBS,
  POST_NEGATION_CUES,
  PRIOR_CUES,
  REPORTER_CUES,
  TEACHING_CUES,
  TEMPORAL_CUES,
  WEAK_LITERATURE_CUES,
} from './vocabulary/context.js';
import {
  CHANGE_SOURCE,
  CONSEQUENCES,
  GENERIC_MEDICINES,
  MEDICINE_ACTIONS,
  PERSON_WORDS,
  STATE_CHANGES,
  WIDE_BRAND_BEFORE,
} from './vocabulary/change.js';
import type { Terms } from './vocabulary/types.js';
import type {
  ScreeningEvidence,
  ScreeningLanguage,
  ScreeningResult,
  SeriousnessCriterion,
  SpecialSituation,
} from './screening-types.js';

export type * from './screening-types.js';

/** What screened a text, for the case record. */
export const SCREENING_VOCABULARY = {
  reactions: REACTIONS_SOURCE,
  medicines: MEDICINES_SOURCE,
  situations: SITUATIONS_SOURCE,
  context: CONTEXT_SOURCE,
  change: CHANGE_SOURCE,
} as const;

const ALL_LANGUAGES: readonly ScreeningLanguage[] = ['en', 'de', 'ar'];
const MAX_SPANS = 10;
const DISEASE_COURSE_OUTCOMES: ReadonlySet<SeriousnessCriterion> = new Set(['hospitalisation', 'medicallyImportant']);
/** Words that only help find others; they are no mention of their own. */
const HELPER_KINDS: ReadonlySet<string> = new Set([
  'analyte',
  'change',
  'procedure',
  'literature',
  'brandCue',
  'overuseUnit',
  'overusePeriod',
  'pair',
  'action',
  'stateChange',
  'consequence',
  'genericMedicine',
  'otherCause',
  'teaching',
]);

type Word =
  | {
      kind:
        | 'explicit'
        | 'reaction'
        | 'weakReaction'
        | 'product'
        | 'exposure'
        | 'analyte'
        | 'change'
        | 'procedure'
        | 'literature'
        | 'brandCue'
        | 'overuseUnit'
        | 'overusePeriod'
        | 'action'
        | 'stateChange'
        | 'consequence'
        | 'genericMedicine'
        | 'otherCause'
        | 'teaching';
      language: ScreeningLanguage | null;
    }
  | { kind: 'pair'; pair: number; side: 0 | 1; language: ScreeningLanguage | null }
  | { kind: 'seriousness'; criterion: SeriousnessCriterion; language: ScreeningLanguage | null }
  | { kind: 'special'; situation: SpecialSituation; needsMedicine: boolean; language: ScreeningLanguage | null };

type Cue =
  | 'negation'
  | 'postNegation'
  | 'clauseBreak'
  | 'assertion'
  | 'hypothetical'
  | 'literature'
  | 'weakLiterature'
  | 'prior'
  | 'temporal'
  | 'causal'
  | 'reporter'
  | 'past'
  | 'family'
  | 'indication';

interface Compiled {
  words: Lexicon<Word>;
  /** Every shorthand of five letters or more that begins a listed INN ("amoxi", "methotrex"). */
  prefixes: Set<string>;
  cues: Map<string, Set<Cue>>;
  /** Cues matched on the whole word: "poster" is a literature cue, its stem "post" is not. */
  wordCues: Map<string, Set<Cue>>;
  languages: readonly ScreeningLanguage[];
}

function eachTerm(
  terms: Terms,
  languages: readonly ScreeningLanguage[],
  add: (term: string, language: ScreeningLanguage) => void,
) {
  for (const language of languages) for (const term of terms[language] ?? []) add(term, language);
}

function compileBase(languages: readonly ScreeningLanguage[]): Compiled {
  const words = new Lexicon<Word>();
  const typo = (language: ScreeningLanguage) => ({ fuzzy: true, compound: language === 'de' });
  eachTerm(EXPLICIT_EVENT_TERMS, languages, (term, language) =>
    words.add(term, { kind: 'explicit', language }, typo(language)),
  );
  eachTerm(REACTION_TERMS, languages, (term, language) =>
    words.add(term, { kind: DISEASE_COURSE_TERMS.has(term) ? 'weakReaction' : 'reaction', language }, typo(language)),
  );
  for (const name of MEDICINE_NAMES) {
    words.add(name, { kind: 'product', language: null }, { fuzzy: true });
    // An Arabic name stems differently with and without its article ("وارفارين" loses its first
    // letter as if it were "and"; "الوارفارين" keeps it), so both forms are listed.
    if (ARABIC_SCRIPT.test(name) && !name.startsWith('ال')) {
      words.add(`ال${name}`, { kind: 'product', language: null }, { fuzzy: true });
    }
  }
  eachTerm(EXPOSURE_TERMS, languages, (term, language) =>
    words.add(term, { kind: 'exposure', language }, typo(language)),
  );
  eachTerm(LAB_ANALYTES, languages, (term, language) => words.add(term, { kind: 'analyte', language }));
  eachTerm(LAB_CHANGES, languages, (term, language) => words.add(term, { kind: 'change', language }));
  eachTerm(PROCEDURE_PHRASES, languages, (term, language) => words.add(term, { kind: 'procedure', language }));
  eachTerm(LITERATURE_PHRASES, languages, (term, language) => words.add(term, { kind: 'literature', language }));
  eachTerm(OVERUSE_UNITS, languages, (term, language) => words.add(term, { kind: 'overuseUnit', language }));
  eachTerm(OVERUSE_PERIODS, languages, (term, language) => words.add(term, { kind: 'overusePeriod', language }));
  for (const cue of BRAND_CUES) words.add(cue, { kind: 'brandCue', language: 'en' });
  eachTerm(MEDICINE_ACTIONS, languages, (term, language) => words.add(term, { kind: 'action', language }));
  eachTerm(STATE_CHANGES, languages, (term, language) => words.add(term, { kind: 'stateChange', language }));
  eachTerm(CONSEQUENCES, languages, (term, language) => words.add(term, { kind: 'consequence', language }));
  eachTerm(GENERIC_MEDICINES, languages, (term, language) => words.add(term, { kind: 'genericMedicine', language }));
  eachTerm(OTHER_CAUSE_CUES, languages, (term, language) => words.add(term, { kind: 'otherCause', language }));
  eachTerm(TEACHING_CUES, languages, (term, language) => words.add(term, { kind: 'teaching', language }));
  SITUATION_PAIRS.forEach(({ first, second }, pair) => {
    // German joins the parts into compounds: "Transfernadel", "Augenspritzer".
    const compound = (language: ScreeningLanguage) => ({ compound: language === 'de' });
    eachTerm(first, languages, (term, language) =>
      words.add(term, { kind: 'pair', pair, side: 0, language }, compound(language)),
    );
    eachTerm(second, languages, (term, language) =>
      words.add(term, { kind: 'pair', pair, side: 1, language }, compound(language)),
    );
  });
  const prefixes = new Set<string>();
  for (const name of MEDICINE_NAMES) {
    if (!/^[a-z]{7,}$/.test(name)) continue;
    for (let k = 5; k <= name.length - 2; k++) {
      if (!NOT_MEDICINE_PREFIXES.has(name.slice(0, k))) prefixes.add(name.slice(0, k));
    }
  }
  for (const [criterion, terms] of Object.entries(SERIOUSNESS) as Array<[SeriousnessCriterion, Terms]>) {
    eachTerm(terms, languages, (term, language) =>
      words.add(term, { kind: 'seriousness', criterion, language }, typo(language)),
    );
  }
  for (const [situation, { terms, needsMedicine }] of Object.entries(SPECIAL_SITUATIONS)) {
    eachTerm(terms, languages, (term, language) =>
      words.add(
        term,
        { kind: 'special', situation: situation as SpecialSituation, needsMedicine: needsMedicine ?? false, language },
        typo(language),
      ),
    );
  }
  const cues = new Map<string, Set<Cue>>();
  const wordCues = new Map<string, Set<Cue>>();
  const cue = (terms: Terms, kind: Cue, byWord = false) =>
    eachTerm(terms, languages, (term) => {
      const map = byWord ? wordCues : cues;
      for (const t of tokenize(foldWithOffsets(term).folded)) {
        const key = byWord ? t.word : t.stem;
        const set = map.get(key) ?? new Set<Cue>();
        set.add(kind);
        map.set(key, set);
      }
    });
  cue(NEGATION_CUES, 'negation');
  cue(POST_NEGATION_CUES, 'postNegation');
  cue(CLAUSE_BREAKS, 'clauseBreak');
  cue(ASSERTION_VERBS, 'assertion');
  cue(HYPOTHETICAL_CUES, 'hypothetical');
  cue(HYPOTHETICAL_WORD_CUES, 'hypothetical', true);
  cue(LITERATURE_CUES, 'literature', true);
  cue(WEAK_LITERATURE_CUES, 'weakLiterature', true);
  cue(PRIOR_CUES, 'prior', true);
  cue(FAMILY_CUES, 'family', true);
  cue(INDICATION_CUES, 'indication', true);
  cue(TEMPORAL_CUES, 'temporal');
  cue(CAUSAL_CUES, 'causal');
  cue(REPORTER_CUES, 'reporter');
  cue(PAST_EVENT_VERBS, 'past');
  return { words, prefixes, cues, wordCues, languages };
}

const baseCache = new Map<string, Compiled>();
const brandCache = new Map<string, Lexicon<Word>>();

function compiledFor(languages: readonly ScreeningLanguage[]): Compiled {
  const key = [...languages].sort().join(',');
  let compiled = baseCache.get(key);
  if (!compiled) {
    compiled = compileBase(languages);
    baseCache.set(key, compiled);
  }
  return compiled;
}

/** The deployment's brands match whole words only (no typo tolerance: "Brandexa" is not "Brandex"). */
function brandLexicon(brandNames: readonly string[]): Lexicon<Word> {
  const names = brandNames.map((n) => n.trim()).filter(Boolean);
  const key = names.join('\u0000');
  let lexicon = brandCache.get(key);
  if (!lexicon) {
    lexicon = new Lexicon<Word>();
    for (const name of names) lexicon.add(name, { kind: 'product', language: null });
    if (brandCache.size >= 8) brandCache.delete(brandCache.keys().next().value!);
    brandCache.set(key, lexicon);
  }
  return lexicon;
}

/** A word with the ending of a condition ("-itis", "-penia") is a disorder even when not listed. */
function conditionLike(word: string): boolean {
  if (word.length < 7 || /\d/.test(word) || NOT_CONDITIONS.has(word)) return false;
  return CONDITION_SUFFIXES.some((s) => word.endsWith(s));
}

/** A word built on a WHO INN stem ("-mab", "-floxacin") is a medicine even when not listed. */
function innLike(word: string): boolean {
  if (word.length < 6 || /\d/.test(word) || NOT_MEDICINES.has(word) || NOT_MEDICINE_PREFIXES.has(word)) return false;
  if (ARABIC_SCRIPT.test(word)) return ARABIC_INN_STEMS.some((s) => word.endsWith(s) && word.length >= s.length + 3);
  if (word.length < 7) return false;
  return word.startsWith('cef') || INN_STEMS.some((s) => s !== 'cef' && word.endsWith(s));
}

/** Single-word Latin medicine names of nine letters or more, by their first two letters. */
const LONG_NAMES = new Map<string, string[]>();
for (const name of MEDICINE_NAMES) {
  if (!/^[a-z]{9,}$/.test(name)) continue;
  const list = LONG_NAMES.get(name.slice(0, 2)) ?? [];
  list.push(name);
  LONG_NAMES.set(name.slice(0, 2), list);
}
/** Optimal string alignment distance, given up once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}
const misspeltCache = new Map<string, boolean>();
/**
 * A generic name typed with two slips ("amoxcilin", "atorvastin", "amoxicilen"): within two edits
 * of a listed name of nine letters or more, first two letters kept. The lexicon's own typo
 * tolerance is one letter; two are safe only for long names, which no ordinary word is near.
 */
function misspeltMedicine(word: string): boolean {
  if (word.length < 9 || !/^[a-z]+$/.test(word)) return false;
  let result = misspeltCache.get(word);
  if (result === undefined) {
    result = (LONG_NAMES.get(word.slice(0, 2)) ?? []).some((name) => editDistance(word, name, 2) <= 2);
    if (misspeltCache.size >= 20_000) misspeltCache.clear();
    misspeltCache.set(word, result);
  }
  return result;
}
/**
 * Two neighbouring letters swapped in a deployment brand ("Zemtirx" for "Zemtrix"): a slip of the
 * fingers, not another name, so it counts where a one-letter change ("Brandexa") does not.
 */
function swappedBrand(word: string, brandWords: readonly string[]): boolean {
  if (word.length < 6) return false;
  return brandWords.some((b) => {
    if (b.length !== word.length || b === word) return false;
    let i = 0;
    while (b[i] === word[i]) i++;
    return b[i] === word[i + 1] && b[i + 1] === word[i] && b.slice(i + 2) === word.slice(i + 2);
  });
}

/**
 * An unknown capitalised word right after "started", "on", "switched to" names a brand the
 * vocabulary cannot know ("two weeks after starting Brandname"). Only in Latin script and not for
 * weekdays, months or services ("on Monday", "on Teams").
 */
function brandLike(original: string): boolean {
  return /^\p{Lu}\p{Ll}{4,}$/u.test(original) && !NOT_BRANDS.has(original.toLowerCase());
}

const GERMAN_ARTICLES: ReadonlySet<string> = new Set(['der', 'des', 'dem', 'den', 'einer', 'eines', 'einem']);
/** Words that bring in an earlier value of a measurement: "was 440 at baseline", "vorher 135/80". */
const EARLIER_VALUE: ReadonlySet<string> = new Set([
  'baseline',
  'usually',
  'normally',
  'previously',
  'vorher',
  'zuvor',
  'normalerweise',
  'sonst',
  'ausgangswert',
  'عاده',
  'عادة',
  'سابقا',
  'قبلها',
]);
const ARROW = /^\s*(?:→|->|-->|=>|⇒|➔)\s*$/u;

/** "Trypsera i.v.", "Brandname s.c.": a route right after a word makes it a medicine. */
function routeAfter(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.sentence !== tokens[i]!.sentence) return false;
  if (next.word === 'iv' || next.word === 'sc') return true;
  const then = tokens[i + 2]?.word;
  return (next.word === 'i' && then === 'v') || (next.word === 's' && then === 'c');
}

const DOSE_UNIT = String.raw`(?:mg\/kg|mg|mcg|µg|ug|g|ml|units?|iu|ie|einheiten|ملغ|مغ)`;
/** A dose, then within a few words "instead of" / "statt" / "بدلا من" and another dose (bounded). */
const DOSE_INSTEAD_OF = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s?(${DOSE_UNIT})?[^.;!?\n\d]{0,30}?(?:instead of|rather than|statt|anstatt|بدلا من|بدل)\s(?:the\s|der\s)?(\d+(?:[.,]\d+)?)\s?(${DOSE_UNIT})?`,
  'gu',
);
/** An age in years: "13yo", "13 y/o", "a 9-year-old", "10-jähriger", "3 jahre alt", "عمره 9 سنين". */
const CHILD_AGE = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s?-?\s?(?:yo|y\/o|y\.o\.?|yr old|yrs old|years? old|-?year-old|-?yr-old)(?![\p{L}\d])` +
    String.raw`|(?<![\d.,])(\d{1,2})\s?-?\s?(?:jaehrig\p{L}*|jahre alt)` +
    String.raw`|(?:عمره|عمرها|ابن|بنت)\s([\d٠-٩]{1,2})\s(?:سنه|سنين|سنوات|عام|اعوام)`,
  'gu',
);
/** Arabic-Indic digits (٠-٩) as the digits Number() reads. */
const westernDigits = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
const MA_JOINS_AFTER = new Set(['بعد', 'وقت', 'قبل', 'لحد', 'حتي', 'زي', 'مثل', 'كل', 'طول', 'اول']);
const STUDY_PERSON = new Set([
  'participant',
  'participants',
  'patient',
  'pt',
  'subject',
  'subjects',
  'teilnehmer',
  'teilnehmerin',
  'proband',
  'probandin',
  'patientin',
  'مشارك',
  'مشاركه',
  'مريض',
]);
/** "Transaminasen haben sich in 2 Monaten verdreifacht": a change word may stand this far after its value. */
const LAB_CHANGE_AFTER = 6;
const PERCENT_AFTER = /^\s?[%٪]/;
/** Words next to a percentage that make it a share of a population ("3% of patients", "in 9%"). */
const SHARE_AFTER = new Set([
  'of',
  'had',
  'have',
  'developed',
  'experienced',
  'reported',
  'were',
  'vs',
  'versus',
  'in',
  'der',
  'von',
  'hatten',
  'entwickelten',
  'berichteten',
  'من',
]);
/** A number after these is a count of people or cases ("2 of 140", "n = 40"). */
const FIGURE_BEFORE = new Set(['of', 'n', 'von', 'من']);
const SHARE_BEFORE = new Set(['in', 'bei', 'في', 'لدى']);
const APPROXIMATELY = new Set([
  'about',
  'approximately',
  'approx',
  'around',
  'roughly',
  'ca',
  'etwa',
  'rund',
  'circa',
  'حوالي',
  'نحو',
]);

interface Mention {
  word: Word;
  from: number;
  to: number; // token index, exclusive
}

const globalRegex = (p: RegExp) => new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`);
const PATIENT_REGEXES = PATIENT_PATTERNS.map(globalRegex);
const CONTEXTUAL_PATIENT_REGEXES = CONTEXTUAL_PATIENT_PATTERNS.map(globalRegex);
const POSSESSIVE_BEFORE = new Set([
  'this',
  'that',
  'her',
  'his',
  'their',
  'these',
  'those',
  'diese',
  'dieser',
  'diesen',
  'dieses',
  'seine',
  'seinen',
  'ihre',
  'ihren',
  'ihrem',
  'seinem',
]);
const EN_WORDS = new Set([
  'the',
  'and',
  'is',
  'was',
  'with',
  'of',
  'to',
  'my',
  'she',
  'he',
  'after',
  'had',
  'has',
  'for',
  'on',
  'patient',
]);
const DE_WORDS = new Set([
  'der',
  'die',
  'das',
  'und',
  'ist',
  'nicht',
  'mit',
  'nach',
  'ein',
  'eine',
  'ich',
  'bei',
  'hat',
  'wurde',
  'auf',
  'unter',
  'patientin',
]);
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * Screens one text in the given languages (members mix languages) against the vocabulary and the
 * deployment's brand names. A possible adverse event is an explicit mention ("side effect",
 * "SAE"), a special situation (overdose, off-label use, a pregnancy on a medicine...), a
 * reaction with a medicine in the same sentence or linked to one in time or cause, or a
 * seriousness outcome (death, hospitalisation...) with a medicine or an identifiable patient.
 */
export function screenForAdverseEvent(
  text: string,
  brandNames: readonly string[] = [],
  languages: readonly ScreeningLanguage[] = ALL_LANGUAGES,
  options: ScreeningOptions = {},
): ScreeningResult {
  const tier = options.tier ?? 'both';
  const structural = tier !== 'narrow';
  const map = foldWithOffsets(text);
  const { folded } = map;
  const tokens = tokenize(folded);
  const { words, prefixes, cues, wordCues } = compiledFor(languages);
  const brands = brandLexicon(brandNames);
  const brandWords = brandNames.map((n) => foldWithOffsets(n.trim()).folded).filter((n) => /^[a-z]+$/.test(n));
  const tokenCues = tokens.map((t) => {
    const byStem = cues.get(t.stem);
    const byWord = wordCues.get(t.word);
    return byStem && byWord ? new Set([...byStem, ...byWord]) : (byStem ?? byWord);
  });
  // "während der Infusion" is a preposition (during), not the conjunction that starts a clause.
  tokens.forEach((t, i) => {
    const cues = tokenCues[i];
    if (cues?.has('clauseBreak') && t.word === 'waehrend' && GERMAN_ARTICLES.has(tokens[i + 1]?.word ?? '')) {
      tokenCues[i] = new Set([...cues].filter((c) => c !== 'clauseBreak'));
    }
    // "واش إلا المريض…" (what if the patient…): after "واش" the word "إلا" is "if", not "except".
    if (cues?.has('clauseBreak') && t.word === 'الا' && tokens[i - 1]?.word === 'واش') {
      tokenCues[i] = new Set<Cue>(['hypothetical']);
    }
  });
  const cueAt = (i: number, cue: Cue) => tokenCues[i]?.has(cue) ?? false;

  // 1. Mentions of vocabulary words.
  const mentions: Mention[] = [];
  const brandCueEnds = new Set<number>();
  let coveredTo = 0; // where the mentions found so far end: a word inside one is no unknown brand
  const afterBrandCue = (i: number) => brandCueEnds.has(i) && tokens[i - 1]?.sentence === tokens[i]!.sentence;
  for (let i = 0; i < tokens.length; i++) {
    let product = false;
    const known = coveredTo > i;
    const before = tokens[i - 1];
    for (const lexicon of [words, brands]) {
      for (const { value, length } of lexicon.at(tokens, i)) {
        mentions.push({ word: value, from: i, to: i + length });
        product ||= value.kind === 'product';
        if (value.kind === 'brandCue') brandCueEnds.add(i + length);
        else coveredTo = Math.max(coveredTo, i + length);
      }
    }
    const word = tokens[i]!.word;
    if (!product && (innLike(word) || prefixes.has(word) || swappedBrand(word, brandWords))) {
      mentions.push({ word: { kind: 'product', language: null }, from: i, to: i + 1 });
    } else if (!product && !known && coveredTo <= i && misspeltMedicine(word)) {
      mentions.push({ word: { kind: 'product', language: null }, from: i, to: i + 1 });
    } else if (!product && conditionLike(word)) {
      mentions.push({ word: { kind: 'reaction', language: null }, from: i, to: i + 1 });
    } else if (!known && coveredTo <= i && (afterBrandCue(i) || routeAfter(tokens, i))) {
      const { start, end } = originalSpan(text, map, tokens[i]!.start, tokens[i]!.end);
      if (brandLike(text.slice(start, end))) {
        mentions.push({ word: { kind: 'product', language: null }, from: i, to: i + 1 });
      }
    } else if (
      !product &&
      !known &&
      coveredTo <= i &&
      before?.sentence === tokens[i]!.sentence &&
      WIDE_BRAND_BEFORE.has(before.word)
    ) {
      // "his Zorvex", "since Brandname": a brand for the structural tier only.
      const { start, end } = originalSpan(text, map, tokens[i]!.start, tokens[i]!.end);
      if (brandLike(text.slice(start, end))) {
        mentions.push({ word: { kind: 'genericMedicine', language: null }, from: i, to: i + 1 });
      }
    }
  }
  const medicineMentioned = mentions.some(
    (x) => x.word.kind === 'product' || x.word.kind === 'exposure' || x.word.kind === 'genericMedicine',
  );
  // Special situations said in two parts of one sentence ("a splash … in her eye").
  for (const m of mentions.filter((x) => x.word.kind === 'pair' && x.word.side === 0)) {
    const { pair } = m.word as { pair: number };
    const sentence = tokens[m.from]!.sentence;
    const other = mentions.some(
      (x) =>
        x.word.kind === 'pair' && x.word.pair === pair && x.word.side === 1 && tokens[x.from]!.sentence === sentence,
    );
    const { situation, needsMedicine = false } = SITUATION_PAIRS[pair]!;
    if (other && (!needsMedicine || medicineMentioned)) {
      mentions.push({
        word: { kind: 'special', situation, needsMedicine: false, language: m.word.language },
        from: m.from,
        to: m.to,
      });
    }
  }
  // "40 mg tablets instead of 4 mg", "80 statt 40 mg": one dose given where another was meant.
  for (const m of folded.matchAll(DOSE_INSTEAD_OF)) {
    if (m[1] === m[3] || (m[2] === undefined && m[4] === undefined)) continue;
    const from = tokens.findIndex((t) => t.start >= m.index);
    if (from >= 0) {
      mentions.push({
        word: { kind: 'special', situation: 'medicationError', needsMedicine: false, language: null },
        from,
        to: from + 1,
      });
    }
  }
  // "13yo", "10-jähriger", "عمره 9 سنين": an age under 18 is a child, as "child" is.
  for (const m of folded.matchAll(CHILD_AGE)) {
    const age = Number(westernDigits((m[1] ?? m[2] ?? m[3])!));
    const from = tokens.findIndex((t) => t.start >= m.index);
    if (age < 18 && from >= 0) {
      mentions.push({
        word: { kind: 'special', situation: 'paediatricUse', needsMedicine: true, language: null },
        from,
        to: from + 1,
      });
    }
  }
  // "15-20 times a day" with a medicine in the sentence: overuse.
  for (const m of mentions.filter((x) => x.word.kind === 'overuseUnit')) {
    const count = Number(westernDigits(tokens[m.from - 1]?.word ?? ''));
    const sentence = tokens[m.from]!.sentence;
    const period = mentions.some(
      (x) =>
        x.word.kind === 'overusePeriod' &&
        x.from > m.from &&
        x.from <= m.to + 2 &&
        tokens[x.from]!.sentence === sentence,
    );
    const medicine = mentions.some(
      (x) => (x.word.kind === 'product' || x.word.kind === 'exposure') && tokens[x.from]!.sentence === sentence,
    );
    if (count >= OVERUSE_PER_DAY && period && medicine) {
      mentions.push({
        word: { kind: 'special', situation: 'misuse', needsMedicine: false, language: m.word.language },
        from: m.from - 1,
        to: m.to,
      });
    }
  }
  // A value set against an earlier one is a change even with no verb: "QTc 512, was 440 at
  // baseline", "RR 190/105, vorher 135/80", "نبض ١٣٥ … عادة ٨٠", "creatinine 80 → 165".
  const isNumber = (j: number) => /^[\d٠-٩]+$/.test(tokens[j]?.word ?? '');
  const changes = mentions.filter((m) => m.word.kind === 'change');
  tokens.forEach((t, i) => {
    const s = t.sentence;
    const near = (from: number, to: number) => {
      for (let j = from; j <= to; j++) if (j !== i && tokens[j]?.sentence === s && isNumber(j)) return true;
      return false;
    };
    const arrow = isNumber(i) && isNumber(i + 1) && ARROW.test(folded.slice(t.end, tokens[i + 1]!.start));
    // Two values: "QTc vorher 420 ms" alone is a baseline, not a change.
    const earlier = EARLIER_VALUE.has(t.word) && (near(i + 1, i + 2) || near(i - 2, i - 1));
    let values = 0;
    for (let j = i - 8; j <= i + 2; j++) if (tokens[j]?.sentence === s && isNumber(j)) values++;
    if (arrow || (earlier && values >= 2)) {
      changes.push({ word: { kind: 'change', language: null }, from: i, to: i + 1 });
    }
  });
  // A laboratory value with a word that says it changed is an abnormal result: a reaction. Words
  // inside a procedure ("saline flush") are none.
  for (const m of mentions.filter((x) => x.word.kind === 'analyte')) {
    const sentence = tokens[m.from]!.sentence;
    const near = changes.some(
      (c) => tokens[c.from]!.sentence === sentence && c.from >= m.from - 3 && c.from <= m.to + LAB_CHANGE_AFTER,
    );
    if (near) mentions.push({ word: { kind: 'reaction', language: m.word.language }, from: m.from, to: m.to });
  }
  const procedures = mentions.filter((m) => m.word.kind === 'procedure');
  const inProcedure = (m: Mention) => procedures.some((p) => p !== m && p.from <= m.from && m.to <= p.to);
  const literaturePhrases = mentions.filter((m) => m.word.kind === 'literature');
  const structuralCues = mentions.filter(
    (m) => m.word.kind === 'action' || m.word.kind === 'stateChange' || m.word.kind === 'consequence',
  );
  const genericMedicines = mentions.filter((m) => m.word.kind === 'genericMedicine');
  const otherCauses = mentions.filter((m) => m.word.kind === 'otherCause');
  const teaching = mentions.some((m) => m.word.kind === 'teaching');
  const kept = mentions.filter((m) => !HELPER_KINDS.has(m.word.kind) && !inProcedure(m));
  mentions.length = 0;
  mentions.push(...kept);

  // 2. Identifiable patients, as spans of the folded text, and the sentences they are in.
  // Only a clearly identified patient ("my patient", "a 54-year-old") outweighs an "if" or "could".
  const patientSpans: Array<{ start: number; end: number }> = [];
  for (const pattern of PATIENT_REGEXES) {
    for (const m of folded.matchAll(pattern)) patientSpans.push({ start: m.index, end: m.index + m[0].length });
  }
  const patientSentences = new Set<number>();
  {
    const starts = patientSpans.map((s) => s.start).sort((a, b) => a - b);
    let k = 0;
    for (const t of tokens) {
      while (k < starts.length && starts[k]! < t.end) {
        patientSentences.add(t.sentence);
        k++;
      }
    }
  }
  for (const pattern of CONTEXTUAL_PATIENT_REGEXES) {
    for (const m of folded.matchAll(pattern)) patientSpans.push({ start: m.index, end: m.index + m[0].length });
  }
  const patientMentioned = patientSpans.length > 0;

  // 3. Which sentences link an event to a medicine in time or cause.
  const isMedicine = (m: Mention) => m.word.kind === 'product' || m.word.kind === 'exposure';
  // "nimmt keine Medikamente", "no regular meds", "on no medication": a medicine denied right
  // before its name is no exposure, and nothing is linked to it.
  const denied = (m: Mention) => {
    for (let j = m.from - 1; j >= Math.max(0, m.from - 2); j--) {
      if (tokens[j]!.sentence !== tokens[m.from]!.sentence || tokens[j + 1]!.breakBefore) break;
      if (cueAt(j, 'negation') && !(tokens[j]!.word === 'ما' && MA_JOINS_AFTER.has(tokens[j - 1]?.word ?? ''))) {
        return true;
      }
    }
    return false;
  };
  const taken = mentions.filter((m) => isMedicine(m) && !denied(m));
  const medicineStarts = new Set(taken.map((m) => m.from));
  const medicineEnds = new Set(taken.map((m) => m.to - 1));
  const linkedSentences = new Set<number>();
  // Where each sentence's last link ends: a condition named after it is what the medicine followed.
  const lastLink = new Map<number, number>();
  const link = (s: number, at: number) => {
    linkedSentences.add(s);
    lastLink.set(s, Math.max(lastLink.get(s) ?? -1, at));
  };
  for (let i = 0; i < tokens.length; i++) {
    const s = tokens[i]!.sentence;
    // Six words: German puts the medicine late ("seit wir auf das höher dosierte Spray umgestellt haben").
    if (cueAt(i, 'temporal') || cueAt(i, 'causal')) {
      for (let j = i + 1; j <= i + 6 && j < tokens.length && tokens[j]!.sentence === s; j++) {
        if (medicineStarts.has(j)) link(s, i);
      }
    }
    if (cueAt(i, 'causal')) {
      for (let j = i - 1; j >= i - 3 && j >= 0 && tokens[j]!.sentence === s; j--) {
        if (medicineEnds.has(j)) link(s, i);
      }
    }
  }
  // "he died years before augmentation was an option": what comes ahead of "before" + a medicine
  // came first, unless the sentence also links it to a medicine ("a rash before, worse after the infusion").
  const priorAt = new Map<number, number>();
  for (let i = 0; i < tokens.length; i++) {
    const s = tokens[i]!.sentence;
    if (!cueAt(i, 'prior') || priorAt.has(s)) continue;
    for (let j = i + 1; j <= i + 4 && j < tokens.length && tokens[j]!.sentence === s; j++) {
      if (medicineStarts.has(j)) priorAt.set(s, i);
    }
  }
  const beforeMedicine = (m: Mention) => {
    const sentence = tokens[m.from]!.sentence;
    const at = priorAt.get(sentence);
    return at !== undefined && m.to <= at && !linkedSentences.has(sentence);
  };
  // "amoxicillin for a sinus infection": a condition just after "for" is the indication, unless a
  // link to a medicine follows it ("came in for a rash two days after amoxicillin"). A comma ends
  // it: "St John's wort for low mood, INR dropped".
  const commaAfter = (j: number) => /[,،]/.test(folded.slice(tokens[j]!.end, tokens[j + 1]?.start ?? tokens[j]!.end));
  const indication = (m: Mention) => {
    const sentence = tokens[m.from]!.sentence;
    let cue = false;
    for (let j = m.from - 1; j >= Math.max(0, m.from - 3) && tokens[j]!.sentence === sentence; j--) {
      if (commaAfter(j)) break;
      if (cueAt(j, 'indication')) cue = true;
    }
    return cue && (lastLink.get(sentence) ?? -1) < m.from;
  };

  // 4. Whether each mention is asserted: not negated in its clause, not hypothetical, general or
  //    from the literature unless the sentence names a patient or the event is someone's ("her rash").
  //    Sentence facts are gathered in one pass so a long text stays linear.
  // "her exacerbation rate", "his heart rate": the patient's own figure, not a study's.
  const owned = (i: number) =>
    POSSESSIVE_BEFORE.has(tokens[i - 1]?.word ?? '') || POSSESSIVE_BEFORE.has(tokens[i - 2]?.word ?? '');
  // breaksUpTo[i]: clause breaks before token i, so two tokens share a clause when the counts match.
  const breaksUpTo: number[] = [];
  const sentenceStart = new Map<number, number>();
  tokens.forEach((t, i) => {
    if (!sentenceStart.has(t.sentence)) sentenceStart.set(t.sentence, i);
  });
  tokens.forEach((t, i) => breaksUpTo.push((breaksUpTo[i - 1] ?? 0) + (t.breakBefore ? 1 : 0)));
  const studyPerson = (i: number) => {
    const next = tokens[i + 1];
    return next !== undefined && STUDY_PERSON.has(next.word) && folded.slice(tokens[i]!.end, next.start).trim() === '';
  };
  // "What would you do if a patient developed hives? Stop, antihistamine, restart slower?": a
  // question that follows a hypothetical question goes on asking about the same case.
  const questionSentences = new Set<number>();
  const hypotheticalSentences = new Set<number>();
  tokens.forEach((t, i) => {
    if (cueAt(i, 'hypothetical')) hypotheticalSentences.add(t.sentence);
    const next = tokens[i + 1];
    if (next === undefined || next.sentence !== t.sentence) {
      if (/[?؟]/.test(folded.slice(t.end, next?.start ?? folded.length))) questionSentences.add(t.sentence);
    }
  });
  const followsHypotheticalQuestion = (s: number) =>
    questionSentences.has(s) && questionSentences.has(s - 1) && hypotheticalSentences.has(s - 1);
  const hypotheticalBefore: boolean[] = [];
  const literatureAt = new Map<number, number[]>();
  const sentenceBounds = new Map<number, { start: number; end: number }>();
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    const carried =
      previous?.sentence === t.sentence &&
      !t.breakBefore &&
      (hypotheticalBefore[i - 1]! || cueAt(i - 1, 'hypothetical'));
    hypotheticalBefore.push(carried || followsHypotheticalQuestion(t.sentence));
    // "a trial participant", "Studienteilnehmer": a person in a study, not its published results.
    if (cueAt(i, 'literature') && !owned(i) && !studyPerson(i)) {
      const list = literatureAt.get(t.sentence);
      if (list) list.push(i);
      else literatureAt.set(t.sentence, [i]);
    }
    const bounds = sentenceBounds.get(t.sentence);
    sentenceBounds.set(t.sentence, { start: bounds?.start ?? t.start, end: t.end + 1 });
  });
  for (const m of literaturePhrases) {
    const sentence = tokens[m.from]!.sentence;
    literatureAt.set(sentence, [...(literatureAt.get(sentence) ?? []), m.from]);
  }
  // A figure next to "rate", "data" or "review" makes them a study's; a percentage is a study's
  // when it is a share of people ("3% of patients", "in about 9%", "6% vs 4%", "3% headache"),
  // not a patient's measurement ("desat to 86%", "FEV1 54%").
  const eventAt = new Set<number>();
  for (const m of mentions) if (!isMedicine(m)) for (let k = m.from; k < m.to; k++) eventAt.add(k);
  const shareSentences = new Set<number>();
  const figureSentences = new Set<number>();
  tokens.forEach((t, i) => {
    if (!/\p{N}/u.test(t.word)) return;
    const before = tokens[i - 1]?.sentence === t.sentence ? tokens[i - 1]!.word : '';
    if (FIGURE_BEFORE.has(before)) figureSentences.add(t.sentence);
    if (!PERCENT_AFTER.test(folded.slice(t.end, t.end + 2))) return;
    figureSentences.add(t.sentence);
    const twoBefore = tokens[i - 2]?.sentence === t.sentence ? tokens[i - 2]!.word : '';
    const after = tokens[i + 1]?.sentence === t.sentence ? tokens[i + 1]!.word : '';
    if (
      SHARE_AFTER.has(after) ||
      SHARE_BEFORE.has(before) ||
      (APPROXIMATELY.has(before) && SHARE_BEFORE.has(twoBefore)) ||
      (after !== '' && eventAt.has(i + 1)) ||
      (before !== '' && eventAt.has(i - 1))
    ) {
      shareSentences.add(t.sentence);
    }
  });
  tokens.forEach((t, i) => {
    if (cueAt(i, 'weakLiterature') && figureSentences.has(t.sentence) && !owned(i)) {
      literatureAt.set(t.sentence, [...(literatureAt.get(t.sentence) ?? []), i]);
    }
  });
  const percentIn = (sentence: number) => shareSentences.has(sentence);
  // "بعد ما بدأنا" (after we started), "من وقت ما" (since): there ما joins, it does not deny.
  const conjunctionMa = (j: number) => tokens[j]!.word === 'ما' && MA_JOINS_AFTER.has(tokens[j - 1]?.word ?? '');
  const negated = (m: Mention): boolean => {
    const sentence = tokens[m.from]!.sentence;
    for (let j = m.from - 1; j >= Math.max(0, m.from - 5); j--) {
      if (tokens[j]!.sentence !== sentence || cueAt(j, 'clauseBreak') || tokens[j + 1]!.breakBefore) break;
      if (cueAt(j, 'negation') && !conjunctionMa(j)) {
        // "No, my patient developed hives": a verb after the negation starts a new statement.
        let asserted = false;
        for (let k = j + 2; k < m.from; k++) if (cueAt(k, 'assertion')) asserted = true;
        if (!asserted) return true;
      }
    }
    for (let j = m.to; j < Math.min(tokens.length, m.to + 3); j++) {
      if (tokens[j]!.sentence !== sentence || cueAt(j, 'clauseBreak') || tokens[j]!.breakBefore) break;
      if (cueAt(j, 'postNegation')) return true;
    }
    return false;
  };
  const ownedEvent = (m: Mention) => {
    const before = tokens[m.from - 1]?.word ?? '';
    const twoBefore = tokens[m.from - 2]?.word ?? '';
    return POSSESSIVE_BEFORE.has(before) || POSSESSIVE_BEFORE.has(twoBefore);
  };
  // "Case report in this month's journal: a 34yo woman…": a heading that names a study and ends
  // in a colon opens the whole sentence, not only its own clause.
  const headerClause = (i: number) => {
    const s = tokens[i]!.sentence;
    if (breaksUpTo[i]! !== breaksUpTo[sentenceStart.get(s)!]!) return false;
    for (let j = i + 1; j < tokens.length && tokens[j]!.sentence === s; j++) {
      if (tokens[j]!.breakBefore) return folded.slice(tokens[j - 1]!.end, tokens[j]!.start).includes(':');
    }
    return false;
  };
  const hypothetical = (m: Mention): boolean => {
    const sentence = tokens[m.from]!.sentence;
    // A cue inside the mention is part of the term ("off-label"), not its context.
    // A study named in another clause ("conceived on treatment - any registry to report to?")
    // says nothing about this one.
    const literature = (literatureAt.get(sentence) ?? []).some(
      (i) =>
        ((i < m.from || i >= m.to) && breaksUpTo[Math.max(i, m.from)]! === breaksUpTo[Math.min(i, m.from)]!) ||
        (i < m.from && headerClause(i)),
    );
    return hypotheticalBefore[m.from]! || literature || percentIn(sentence);
  };
  const asserted = (m: Mention): boolean => {
    if (negated(m) || teaching) return false;
    const sentence = tokens[m.from]!.sentence;
    return !hypothetical(m) || patientSentences.has(sentence) || ownedEvent(m);
  };

  // 5. The decision.
  const named = mentions.filter((m) => m.word.kind === 'product');
  const exposures = mentions.filter((m) => m.word.kind === 'exposure');
  // "no regular meds", "nimmt keine Medikamente", "refused every medicine": no exposure.
  const takenNamed = named.filter((m) => !denied(m));
  const medicineInText = takenNamed.length + exposures.filter((m) => !denied(m)).length > 0;
  // "unter Brandname", "on Brandname": a name the vocabulary cannot know still makes a pregnancy an exposure.
  // "nimmt keine Medikamente": when the writer says there is no medicine, an unknown capitalised
  // word ("nach Langstreckenflug") is no brand either.
  const noMedicineSaid = exposures.some(denied);
  const unknownMedicineInText = !noMedicineSaid && genericMedicines.some((m) => !denied(m));
  // "no new meds", "nothing to do with the drug", "after slipping on the ice": the writer names
  // another cause, so a reaction or an outcome in the text is not put down to a medicine.
  const otherCauseNamed = otherCauses.length > 0;
  const sentenceHasNamed = new Set(takenNamed.map((m) => tokens[m.from]!.sentence));
  const sentenceHasExposure = new Set(exposures.filter((m) => !denied(m)).map((m) => tokens[m.from]!.sentence));
  const pastInSentence = new Set(tokens.filter((_, i) => cueAt(i, 'past')).map((t) => t.sentence));
  const linked = (sentence: number) => linkedSentences.has(sentence) || linkedSentences.has(sentence - 1);
  const familySentences = new Set(tokens.filter((_, i) => cueAt(i, 'family')).map((t) => t.sentence));
  // A relative's death or illness with no medicine in its sentence is family history.
  const familyHistory = (sentence: number) =>
    familySentences.has(sentence) && !sentenceHasNamed.has(sentence) && !sentenceHasExposure.has(sentence);

  const reported: Mention[] = [];
  const seriousness = new Set<SeriousnessCriterion>();
  const special = new Set<SpecialSituation>();
  for (const m of mentions) {
    if (isMedicine(m) || !asserted(m)) continue;
    const sentence = tokens[m.from]!.sentence;
    if (familyHistory(sentence) && m.word.kind !== 'explicit') continue;
    if ((m.word.kind === 'reaction' || m.word.kind === 'weakReaction') && indication(m)) continue;
    if (['reaction', 'weakReaction', 'seriousness'].includes(m.word.kind) && beforeMedicine(m)) continue;
    const w = m.word;
    if (otherCauseNamed && (w.kind === 'reaction' || w.kind === 'weakReaction' || w.kind === 'seriousness')) continue;
    let counts = false;
    if (w.kind === 'explicit') counts = true;
    else if (w.kind === 'reaction') {
      counts =
        sentenceHasNamed.has(sentence) ||
        linked(sentence) ||
        (patientMentioned && (takenNamed.length > 0 || sentenceHasExposure.has(sentence)));
    } else if (w.kind === 'weakReaction') counts = linked(sentence);
    else if (w.kind === 'seriousness') {
      // A patient's death or a life-threatening event is worth a reviewer's look even with no
      // medicine named; a hospital stay is the course of the disease until a medicine is in the text.
      counts = medicineInText || linked(sentence) || (patientMentioned && !DISEASE_COURSE_OUTCOMES.has(w.criterion));
    } else if (w.kind === 'special') {
      // "pregnant" is a fact of life; with a medicine and someone it happened to, an exposure.
      // A defective product needs only the product; a pregnancy also needs someone it happened to.
      const medicine = medicineInText || unknownMedicineInText;
      counts =
        !w.needsMedicine ||
        (medicine && (w.situation === 'qualityDefect' || patientMentioned || pastInSentence.has(sentence)));
    }
    if (!counts) continue;
    reported.push(m);
    if (w.kind === 'seriousness') seriousness.add(w.criterion);
    if (w.kind === 'special') special.add(w.situation);
  }
  const narrowTier = reported.length > 0;

  // 5b. The structural tier: a medicine and a sign that something changed because of it, in the
  //     member's own words (an action on the medicine, a change of state linked to it, a hospital
  //     or an emergency). Guarded like every mention (negation, hypothetical, literature, family
  //     history, "before the medicine").
  const structuralEvents: Mention[] = [];
  if (structural && !otherCauseNamed) {
    // "on no treatment", "never had augmentation": a negated medicine is no exposure.
    const allMedicines = [...named, ...exposures, ...(noMedicineSaid ? [] : genericMedicines)].filter(
      (m) => !negated(m),
    );
    const anyMedicine = allMedicines.length > 0;
    // No patient word is required: the member who writes is an identifiable reporter, and "we had
    // to stop it" names no one while being a report. Hypotheticals still need a named patient.
    if (anyMedicine) {
      const medicineFrom = new Set(allMedicines.map((m) => m.from));
      const medicineTo = new Set(allMedicines.map((m) => m.to - 1));
      const wideLinked = new Set(linkedSentences);
      for (let i = 0; i < tokens.length; i++) {
        if (!cueAt(i, 'temporal') && !cueAt(i, 'causal')) continue;
        const s = tokens[i]!.sentence;
        for (let j = i + 1; j <= i + 6 && j < tokens.length && tokens[j]!.sentence === s; j++) {
          if (medicineFrom.has(j)) wideLinked.add(s);
        }
      }
      const sentenceHasMedicine = new Set(allMedicines.map((m) => tokens[m.from]!.sentence));
      // The medicine the action is done to: a few words after ("stopped the tablets"), before
      // ("die Infusion wurde abgesetzt") or a pronoun for one named earlier ("we had to stop it").
      const actsOnMedicine = (m: Mention) => {
        const s = tokens[m.from]!.sentence;
        for (let j = Math.max(0, m.from - 4); j <= m.to + 4 && j < tokens.length; j++) {
          if (tokens[j]!.sentence !== s) continue;
          if ((j >= m.to && medicineFrom.has(j)) || (j < m.from && medicineTo.has(j))) return true;
        }
        return OBJECT_PRONOUNS.has(tokens[m.to]?.word ?? '') && tokens[m.to]!.sentence === s;
      };
      // "the first infusion knocked him for six", "die Tabletten haben sie umgehauen": the medicine
      // is the subject of the change and a person its object.
      const personSentences = new Set(tokens.filter((t) => PERSON_WORDS.has(t.word)).map((t) => t.sentence));
      const medicineAsSubject = (m: Mention) => {
        const s = tokens[m.from]!.sentence;
        if (!personSentences.has(s) && !patientSentences.has(s)) return false;
        for (let j = Math.max(0, m.from - 3); j < m.from; j++) {
          if (tokens[j]!.sentence === s && medicineTo.has(j)) return true;
        }
        return false;
      };
      const reactions = mentions.filter((m) => m.word.kind === 'reaction' || m.word.kind === 'weakReaction');
      for (const m of [...structuralCues, ...reactions]) {
        if (!asserted(m) || beforeMedicine(m)) continue;
        const s = tokens[m.from]!.sentence;
        if (familyHistory(s)) continue;
        const counts =
          m.word.kind === 'consequence' ||
          (m.word.kind === 'action' && actsOnMedicine(m)) ||
          (m.word.kind === 'stateChange' &&
            (wideLinked.has(s) ||
              (wideLinked.has(s - 1) && !sentenceHasMedicine.has(s)) ||
              medicineAsSubject(m) ||
              (sentenceHasMedicine.has(s) && (personSentences.has(s) || patientSentences.has(s))))) ||
          // A reaction of the vocabulary, a person and any medicine in the post, however far apart.
          ((m.word.kind === 'reaction' || m.word.kind === 'weakReaction') && !indication(m));
        if (counts) structuralEvents.push(m);
      }
    }
  }
  const possibleAdverseEvent = (tier !== 'structural' && narrowTier) || structuralEvents.length > 0;
  if (possibleAdverseEvent) {
    // Seriousness from the whole text, not only from the words that made the flag: any asserted
    // outcome word (a hospital, a death, "life-threatening") marks the case.
    for (const m of mentions) {
      if (m.word.kind !== 'seriousness' || !asserted(m) || beforeMedicine(m)) continue;
      if (familyHistory(tokens[m.from]!.sentence)) continue;
      seriousness.add(m.word.criterion);
    }
    for (const m of structuralEvents) if (m.word.kind === 'consequence') seriousness.add('hospitalisation');
  }

  // 6. Evidence spans in the original text.
  // At most a few spans per criterion: they are highlights for a reviewer, not an index.
  const evidence: ScreeningEvidence[] = [];
  const perCriterion = new Map<ScreeningEvidence['criterion'], number>();
  const span = (criterion: ScreeningEvidence['criterion'], start: number, end: number) => {
    const count = perCriterion.get(criterion) ?? 0;
    if (count >= MAX_SPANS) return;
    const s = originalSpan(text, map, start, end);
    if (!evidence.some((e) => e.criterion === criterion && e.start < s.end && s.start < e.end)) {
      evidence.push({ criterion, ...s });
      perCriterion.set(criterion, count + 1);
    }
  };
  const tokenSpan = (criterion: ScreeningEvidence['criterion'], m: { from: number; to: number }) =>
    span(criterion, tokens[m.from]!.start, tokens[m.to - 1]!.end);
  for (let i = 0; i < tokens.length && (perCriterion.get('reporter') ?? 0) < 3; i++) {
    if (cueAt(i, 'reporter')) tokenSpan('reporter', { from: i, to: i + 1 });
  }

  // The longest span first: "meine Patientin" rather than "Patientin".
  for (const s of [...patientSpans].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    span('patient', s.start, s.end);
  }
  const productSpans = named.length > 0 ? named : exposures.length > 0 ? exposures : genericMedicines;
  if (possibleAdverseEvent) for (const m of productSpans) tokenSpan('product', m);
  else for (const m of named.length > 0 ? named : exposures) tokenSpan('product', m);
  for (const m of reported) tokenSpan('event', m);
  for (const m of structuralEvents) tokenSpan('event', m);
  evidence.sort((a, b) => a.start - b.start || a.end - b.end);

  const quote = (m: Mention) => folded.slice(tokens[m.from]!.start, tokens[m.to - 1]!.end);
  const seriousList = ORDER_SERIOUSNESS.filter((c) => seriousness.has(c));
  return {
    possibleAdverseEvent,
    products: [...new Set(named.map(quote))],
    events: [...new Set(reported.filter((m) => m.word.kind !== 'special').map(quote))],
    patientMentioned,
    temporal: [...linkedSentences].length > 0,
    evidence,
    seriousness: seriousList,
    specialSituations: ORDER_SPECIAL.filter((s) => special.has(s)),
    serious: seriousList.length > 0,
    languages: detectLanguages(tokens, mentions, languages, folded),
  };
}

/** Words after an action that stand for the medicine named before ("we had to stop it"). */
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['it', 'them', 'this', 'that', 'es', 'sie', 'ihn', 'das']);

export interface ScreeningOptions {
  /**
   * Which rules decide: both (the default), or one tier alone, only to measure what each adds
   * (the vocabulary tier: a listed reaction with a medicine; the structural tier: a person, a
   * medicine and a sign of change linked to it).
   */
  tier?: 'both' | 'narrow' | 'structural';
}

const ORDER_SERIOUSNESS: readonly SeriousnessCriterion[] = SERIOUSNESS_CRITERIA;
const ORDER_SPECIAL: readonly SpecialSituation[] = [
  'lackOfEfficacy',
  'offLabelUse',
  'overdose',
  'misuse',
  'medicationError',
  'occupationalExposure',
  'pregnancyExposure',
  'breastfeedingExposure',
  'paediatricUse',
  'qualityDefect',
];

function detectLanguages(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  allowed: readonly ScreeningLanguage[],
  folded: string,
): ScreeningLanguage[] {
  const found = new Set<ScreeningLanguage>();
  if (ARABIC_SCRIPT.test(folded)) found.add('ar');
  const en = new Set(tokens.filter((t) => EN_WORDS.has(t.word)).map((t) => t.word)).size;
  const de = new Set(tokens.filter((t) => DE_WORDS.has(t.word)).map((t) => t.word)).size;
  if (en >= 2) found.add('en');
  if (de >= 2) found.add('de');
  if (found.size === 0) for (const m of mentions) if (m.word.language) found.add(m.word.language);
  return ALL_LANGUAGES.filter((l) => found.has(l) && allowed.includes(l));
}
