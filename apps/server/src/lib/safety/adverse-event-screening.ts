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
import { EXPOSURE_TERMS, INN_STEMS, MEDICINE_NAMES, MEDICINES_SOURCE, NOT_MEDICINES } from './vocabulary/medicines.js';
import { SERIOUSNESS, SITUATIONS_SOURCE, SPECIAL_SITUATIONS } from './vocabulary/situations.js';
import {
  ASSERTION_VERBS,
  CAUSAL_CUES,
  CLAUSE_BREAKS,
  CONTEXT_SOURCE,
  FAMILY_CUES,
  HYPOTHETICAL_CUES,
  INDICATION_CUES,
  LITERATURE_CUES,
  NEGATION_CUES,
  PAST_EVENT_VERBS,
  POST_NEGATION_CUES,
  REPORTER_CUES,
  TEMPORAL_CUES,
} from './vocabulary/context.js';
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
} as const;

const ALL_LANGUAGES: readonly ScreeningLanguage[] = ['en', 'de', 'ar'];
const MAX_SPANS = 10;

type Word =
  | {
      kind: 'explicit' | 'reaction' | 'weakReaction' | 'product' | 'exposure' | 'analyte' | 'change' | 'procedure';
      language: ScreeningLanguage | null;
    }
  | { kind: 'seriousness'; criterion: SeriousnessCriterion; language: ScreeningLanguage | null }
  | { kind: 'special'; situation: SpecialSituation; needsMedicine: boolean; language: ScreeningLanguage | null };

type Cue =
  | 'negation'
  | 'postNegation'
  | 'clauseBreak'
  | 'assertion'
  | 'hypothetical'
  | 'literature'
  | 'temporal'
  | 'causal'
  | 'reporter'
  | 'past'
  | 'family'
  | 'indication';

interface Compiled {
  words: Lexicon<Word>;
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
  for (const name of MEDICINE_NAMES) words.add(name, { kind: 'product', language: null }, { fuzzy: true });
  eachTerm(EXPOSURE_TERMS, languages, (term, language) =>
    words.add(term, { kind: 'exposure', language }, typo(language)),
  );
  eachTerm(LAB_ANALYTES, languages, (term, language) => words.add(term, { kind: 'analyte', language }));
  eachTerm(LAB_CHANGES, languages, (term, language) => words.add(term, { kind: 'change', language }));
  eachTerm(PROCEDURE_PHRASES, languages, (term, language) => words.add(term, { kind: 'procedure', language }));
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
  cue(LITERATURE_CUES, 'literature', true);
  cue(FAMILY_CUES, 'family', true);
  cue(INDICATION_CUES, 'indication', true);
  cue(TEMPORAL_CUES, 'temporal');
  cue(CAUSAL_CUES, 'causal');
  cue(REPORTER_CUES, 'reporter');
  cue(PAST_EVENT_VERBS, 'past');
  return { words, cues, wordCues, languages };
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
  if (word.length < 7 || /\d/.test(word) || NOT_MEDICINES.has(word)) return false;
  return word.startsWith('cef') || INN_STEMS.some((s) => s !== 'cef' && word.endsWith(s));
}

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
): ScreeningResult {
  const map = foldWithOffsets(text);
  const { folded } = map;
  const tokens = tokenize(folded);
  const { words, cues, wordCues } = compiledFor(languages);
  const brands = brandLexicon(brandNames);
  const tokenCues = tokens.map((t) => {
    const byStem = cues.get(t.stem);
    const byWord = wordCues.get(t.word);
    return byStem && byWord ? new Set([...byStem, ...byWord]) : (byStem ?? byWord);
  });
  const cueAt = (i: number, cue: Cue) => tokenCues[i]?.has(cue) ?? false;

  // 1. Mentions of vocabulary words.
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let product = false;
    for (const lexicon of [words, brands]) {
      for (const { value, length } of lexicon.at(tokens, i)) {
        mentions.push({ word: value, from: i, to: i + length });
        product ||= value.kind === 'product';
      }
    }
    if (!product && innLike(tokens[i]!.word)) {
      mentions.push({ word: { kind: 'product', language: null }, from: i, to: i + 1 });
    } else if (!product && conditionLike(tokens[i]!.word)) {
      mentions.push({ word: { kind: 'reaction', language: null }, from: i, to: i + 1 });
    }
  }
  // A laboratory value with a word that says it changed is an abnormal result: a reaction. Words
  // inside a procedure ("saline flush") are none.
  const changes = mentions.filter((m) => m.word.kind === 'change');
  for (const m of mentions.filter((x) => x.word.kind === 'analyte')) {
    const sentence = tokens[m.from]!.sentence;
    const near = changes.some(
      (c) => tokens[c.from]!.sentence === sentence && c.from >= m.from - 3 && c.from <= m.to + 3,
    );
    if (near) mentions.push({ word: { kind: 'reaction', language: m.word.language }, from: m.from, to: m.to });
  }
  const procedures = mentions.filter((m) => m.word.kind === 'procedure');
  const inProcedure = (m: Mention) => procedures.some((p) => p !== m && p.from <= m.from && m.to <= p.to);
  const kept = mentions.filter((m) => !['analyte', 'change', 'procedure'].includes(m.word.kind) && !inProcedure(m));
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
  const medicineStarts = new Set(mentions.filter(isMedicine).map((m) => m.from));
  const medicineEnds = new Set(mentions.filter(isMedicine).map((m) => m.to - 1));
  const linkedSentences = new Set<number>();
  // Where each sentence's last link ends: a condition named after it is what the medicine followed.
  const lastLink = new Map<number, number>();
  const link = (s: number, at: number) => {
    linkedSentences.add(s);
    lastLink.set(s, Math.max(lastLink.get(s) ?? -1, at));
  };
  for (let i = 0; i < tokens.length; i++) {
    const s = tokens[i]!.sentence;
    if (cueAt(i, 'temporal') || cueAt(i, 'causal')) {
      for (let j = i + 1; j <= i + 4 && j < tokens.length && tokens[j]!.sentence === s; j++) {
        if (medicineStarts.has(j)) link(s, i);
      }
    }
    if (cueAt(i, 'causal')) {
      for (let j = i - 1; j >= i - 3 && j >= 0 && tokens[j]!.sentence === s; j--) {
        if (medicineEnds.has(j)) link(s, i);
      }
    }
  }
  // "amoxicillin for a sinus infection": a condition just after "for" is the indication, unless a
  // link to a medicine follows it ("came in for a rash two days after amoxicillin").
  const indication = (m: Mention) => {
    const sentence = tokens[m.from]!.sentence;
    let cue = false;
    for (let j = m.from - 1; j >= Math.max(0, m.from - 3) && tokens[j]!.sentence === sentence; j--) {
      if (cueAt(j, 'indication')) cue = true;
    }
    return cue && (lastLink.get(sentence) ?? -1) < m.from;
  };

  // 4. Whether each mention is asserted: not negated in its clause, not hypothetical, general or
  //    from the literature unless the sentence names a patient or the event is someone's ("her rash").
  //    Sentence facts are gathered in one pass so a long text stays linear.
  const hypotheticalBefore: boolean[] = [];
  const literatureAt = new Map<number, number[]>();
  const sentenceBounds = new Map<number, { start: number; end: number }>();
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    const carried =
      previous?.sentence === t.sentence &&
      !t.breakBefore &&
      (hypotheticalBefore[i - 1]! || cueAt(i - 1, 'hypothetical'));
    hypotheticalBefore.push(carried);
    // "her exacerbation rate", "his heart rate": the patient's own figure, not a study's.
    const owned = POSSESSIVE_BEFORE.has(tokens[i - 1]?.word ?? '') || POSSESSIVE_BEFORE.has(tokens[i - 2]?.word ?? '');
    if (cueAt(i, 'literature') && !owned) {
      const list = literatureAt.get(t.sentence);
      if (list) list.push(i);
      else literatureAt.set(t.sentence, [i]);
    }
    const bounds = sentenceBounds.get(t.sentence);
    sentenceBounds.set(t.sentence, { start: bounds?.start ?? t.start, end: t.end + 1 });
  });
  const percentIn = (sentence: number) => {
    const bounds = sentenceBounds.get(sentence);
    return bounds !== undefined && folded.slice(bounds.start, bounds.end).includes('%');
  };
  const negated = (m: Mention): boolean => {
    const sentence = tokens[m.from]!.sentence;
    for (let j = m.from - 1; j >= Math.max(0, m.from - 5); j--) {
      if (tokens[j]!.sentence !== sentence || cueAt(j, 'clauseBreak') || tokens[j + 1]!.breakBefore) break;
      if (cueAt(j, 'negation')) {
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
  const hypothetical = (m: Mention): boolean => {
    const sentence = tokens[m.from]!.sentence;
    // A cue inside the mention is part of the term ("off-label"), not its context.
    const literature = (literatureAt.get(sentence) ?? []).some((i) => i < m.from || i >= m.to);
    return hypotheticalBefore[m.from]! || literature || percentIn(sentence);
  };
  const asserted = (m: Mention): boolean => {
    if (negated(m)) return false;
    const sentence = tokens[m.from]!.sentence;
    return !hypothetical(m) || patientSentences.has(sentence) || ownedEvent(m);
  };

  // 5. The decision.
  const named = mentions.filter((m) => m.word.kind === 'product');
  const exposures = mentions.filter((m) => m.word.kind === 'exposure');
  const medicineInText = named.length + exposures.length > 0;
  const sentenceHasNamed = new Set(named.map((m) => tokens[m.from]!.sentence));
  const sentenceHasExposure = new Set(exposures.map((m) => tokens[m.from]!.sentence));
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
    const w = m.word;
    let counts = false;
    if (w.kind === 'explicit') counts = true;
    else if (w.kind === 'reaction') {
      counts =
        sentenceHasNamed.has(sentence) ||
        linked(sentence) ||
        (patientMentioned && (named.length > 0 || sentenceHasExposure.has(sentence)));
    } else if (w.kind === 'weakReaction') counts = linked(sentence);
    else if (w.kind === 'seriousness') counts = medicineInText || patientMentioned || linked(sentence);
    else if (w.kind === 'special') {
      // "pregnant" is a fact of life; with a medicine and someone it happened to, an exposure.
      counts = !w.needsMedicine || (medicineInText && (patientMentioned || pastInSentence.has(sentence)));
    }
    if (!counts) continue;
    reported.push(m);
    if (w.kind === 'seriousness') seriousness.add(w.criterion);
    if (w.kind === 'special') special.add(w.situation);
  }
  const possibleAdverseEvent = reported.length > 0;

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
  for (const m of named.length > 0 ? named : exposures) tokenSpan('product', m);
  for (const m of reported) tokenSpan('event', m);
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
