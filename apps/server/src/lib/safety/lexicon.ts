// Word-level matching for screening: the text is folded (foldWithOffsets), cut into words and
// each word stemmed; vocabulary phrases are prepared the same way once and looked up by their
// first stem, so matching is linear in the text and no regular expression can backtrack. A word
// one letter off a vocabulary word ("anaphylaxsis", "diarhea") and a German compound ending in a
// vocabulary word ("Hautausschlag") match too.
import { foldText } from '../moderation/text.js';

export interface Token {
  /** The folded word. */
  word: string;
  stem: string;
  /** Offsets into the folded text. */
  start: number;
  end: number;
  sentence: number;
  /**
   * A dash, colon or bracket stands between this word and the one before: the start of a new
   * clause ("won't clear - treatment failure") that a negation or an "if" does not reach across.
   */
  breakBefore: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN_SUFFIXES = [
  'ations',
  'ation',
  'ings',
  'ing',
  'ungen',
  'ung',
  'ness',
  'ies',
  'ied',
  'ed',
  'es',
  'en',
  'er',
  'em',
  's',
  'e',
];
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];
const ARABIC_SUFFIXES = ['ها', 'هم', 'هن', 'كم', 'ات', 'ين', 'ون', 'ان', 'ه', 'ي', 'ك'];

function stripOnce(word: string, suffixes: readonly string[], keep: number): string {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= keep) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * A light stemmer: inflection endings of English and German (twice, so "schwanger" and
 * "schwangere" meet), Arabic article, conjunctions, prepositions and endings. Words of four
 * letters or fewer are kept whole: they are mostly abbreviations ("sae", "dvt", "pt").
 */
const stems = new Map<string, string>();

export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    result = computeStem(word);
    // Bounded: the cache holds the words members use, not every string ever screened.
    if (stems.size >= 50_000) stems.clear();
    stems.set(word, result);
  }
  return result;
}

/** Function words whose stem would be another language's word ("diese" is not "dies"). */
const UNSTEMMED = new Set(['diese', 'dieser', 'dieses', 'diesem', 'diesen']);

function computeStem(word: string): string {
  if (ARABIC.test(word)) {
    let w = word;
    for (const prefix of ARABIC_PREFIXES) {
      if (w.startsWith(prefix) && w.length - prefix.length >= 3) {
        w = w.slice(prefix.length);
        break;
      }
    }
    return stripOnce(stripOnce(w, ARABIC_SUFFIXES, 3), ARABIC_SUFFIXES, 3);
  }
  if (word.length <= 4 || /\d/.test(word) || UNSTEMMED.has(word)) return word;
  return stripOnce(stripOnce(word, LATIN_SUFFIXES, 4), LATIN_SUFFIXES, 4).replace(/iz/g, 'is');
}

/** Abbreviations a clinician writes before a name or a clause: "ein Pat. während…", "Fr. T.", "Dr. R". */
const TITLE_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'pat',
  'dr',
  'fr',
  'hr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'bzw',
  'ca',
  'vs',
  'evtl',
  'ggf',
]);
const SENTENCE_END = /[.!?؟;\n]/;
const CLAUSE_GAP = /\s[-–—]\s|[–—:()[\]]/;
const DECIMAL = /^[.,]$/;

/** Words of folded text with their sentence number ("3.5" and "e.g." do not end a sentence). */
export function tokenize(folded: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let last = 0;
  for (const m of folded.matchAll(WORD)) {
    const gap = folded.slice(last, m.index);
    const previous = tokens[tokens.length - 1];
    const decimal = DECIMAL.test(gap) && previous && /\d$/.test(previous.word) && /^\d/.test(m[0]);
    // "e.g." and "pt." do not end a sentence, nor does an initial ("C. diff", "H. influenzae").
    const abbreviation =
      (gap === '.' && previous !== undefined && previous.word.length <= 2) ||
      (/^\. ?$/.test(gap) && previous !== undefined && TITLE_ABBREVIATIONS.has(previous.word)) ||
      (/^\. ?$/.test(gap) && previous?.word.length === 1 && !/\d/.test(previous.word));
    if (previous && SENTENCE_END.test(gap) && !decimal && !abbreviation) sentence++;
    const breakBefore = previous !== undefined && CLAUSE_GAP.test(gap);
    tokens.push({ word: m[0], stem: stem(m[0]), start: m.index, end: m.index + m[0].length, sentence, breakBefore });
    last = m.index + m[0].length;
  }
  return tokens;
}

/** Stems of a vocabulary phrase, prepared exactly like the text. */
export const phraseStems = (phrase: string): string[] => tokenize(foldText(phrase)).map((t) => t.stem);

export interface Entry<T> {
  value: T;
  length: number;
}

/**
 * Phrases keyed by their stems. `fuzzy` adds the one-deletion neighbourhood of long single
 * words (symmetric delete), `compounds` lets a longer word end in the entry (German compounds).
 */
export class Lexicon<T> {
  private readonly exact = new Map<string, T[]>();
  private readonly lengths = new Map<string, number[]>();
  private readonly deletions = new Map<string, T[]>();
  private readonly sounds = new Map<string, T[]>();
  private readonly tails = new Map<string, T[]>();

  private readonly gapped = new Map<string, Array<{ head: string[]; tail: string[]; value: T }>>();

  /**
   * "wirkt … nicht" matches "wirkt bei ihm einfach nicht": up to three words may stand where the
   * phrase has an ellipsis (German word order, "missed 3 weekly doses").
   */
  add(phrase: string, value: T, options: { fuzzy?: boolean; compound?: boolean } = {}): void {
    if (phrase.includes('…')) {
      const [head, tail] = phrase.split('…').map(phraseStems) as [string[], string[]];
      if (head.length > 0 && tail.length > 0) push(this.gapped, head[0]!, { head, tail, value });
      return;
    }
    const stems = phraseStems(phrase);
    if (stems.length === 0) return;
    push(this.exact, stems.join(' '), value);
    const lengths = this.lengths.get(stems[0]!) ?? [];
    if (!lengths.includes(stems.length)) {
      this.lengths.set(
        stems[0]!,
        [...lengths, stems.length].sort((a, b) => b - a),
      );
    }
    const only = stems.length === 1 ? stems[0]! : null;
    if (only && options.fuzzy && only.length >= 6 && !ARABIC.test(only)) {
      push(this.deletions, only, value);
      for (const d of deletionsOf(only)) push(this.deletions, d, value);
      // Spelled as heard ("anafalaxis", "diarea"): the same consonants in the same order.
      const sound = soundAlike(only);
      if (sound.length >= 6) push(this.sounds, sound, value);
    }
    // Arabic transliterations of foreign names vary in their long vowels (ابيكسابان, ابكسابان).
    if (only && options.fuzzy && ARABIC.test(only)) {
      const skeleton = arabicSkeleton(only);
      if (skeleton.length >= 5) push(this.sounds, skeleton, value);
    }
    if (only && options.compound && only.length >= 5) push(this.tails, only, value);
  }

  /** Every entry that starts at token i, with the number of tokens it covers. */
  at(tokens: readonly Token[], i: number): Array<Entry<T>> {
    const first = tokens[i]!;
    const found: Array<Entry<T>> = [];
    for (const length of this.lengths.get(first.stem) ?? []) {
      if (i + length > tokens.length || tokens[i + length - 1]!.sentence !== first.sentence) continue;
      let key = first.stem;
      for (let k = i + 1; k < i + length; k++) key += ' ' + tokens[k]!.stem;
      for (const value of this.exact.get(key) ?? []) found.push({ value, length });
    }
    for (const { head, tail, value } of this.gapped.get(first.stem) ?? []) {
      const fits = (from: number, stems: string[]) =>
        from + stems.length <= tokens.length &&
        stems.every((s, k) => tokens[from + k]!.stem === s && tokens[from + k]!.sentence === first.sentence);
      if (!fits(i, head)) continue;
      for (let gap = 0; gap <= 3; gap++) {
        if (fits(i + head.length + gap, tail)) {
          found.push({ value, length: head.length + gap + tail.length });
          break;
        }
      }
    }
    return found.length > 0 ? found : this.near(first.stem);
  }

  private readonly nearCache = new Map<string, Array<Entry<T>>>();

  /** Single-word entries one letter off the word, or ending a compound; remembered per word. */
  private near(s: string): Array<Entry<T>> {
    if (s.length < 6 || (this.deletions.size === 0 && this.tails.size === 0 && this.sounds.size === 0)) return [];
    const cached = this.nearCache.get(s);
    if (cached) return cached;
    const found = new Set<T>();
    if (ARABIC.test(s)) {
      const skeleton = arabicSkeleton(s);
      if (skeleton.length >= 5) for (const value of this.sounds.get(skeleton) ?? []) found.add(value);
    } else if (!/\d/.test(s)) {
      for (const value of this.deletions.get(s) ?? []) found.add(value);
      for (const d of deletionsOf(s)) for (const value of this.deletions.get(d) ?? []) found.add(value);
      if (found.size === 0 && s.length >= 7) {
        for (const value of this.sounds.get(soundAlike(s)) ?? []) found.add(value);
      }
    }
    if (found.size === 0 && s.length >= 8) {
      for (let k = 5; k <= s.length - 3; k++) {
        for (const value of this.tails.get(s.slice(s.length - k)) ?? []) found.add(value);
      }
    }
    const entries = [...found].map((value) => ({ value, length: 1 }));
    if (this.nearCache.size >= 20_000) this.nearCache.clear();
    this.nearCache.set(s, entries);
    return entries;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A rough sound-alike key for medical words spelled as heard rather than read: ph/f, th/t, c/k
 * before a, o, u, doubled letters once, and the vowels after the first letter left out, so
 * "anafalaxis" and "anaphylaxis" share "aanflxs5".
 */
export function soundAlike(word: string): string {
  const consonants = word
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/(\p{L})\1+/gu, '$1');
  // The number of vowel groups stays in the key: a word spelled as heard keeps its syllables,
  // while "infective" and "ineffective" share their consonants but not their syllables.
  const syllables = consonants.match(/[aeiouy]+/g)?.length ?? 0;
  // So does the first vowel: "predict" is not "product", while "anafalaxis" keeps anaphylaxis' a.
  const firstVowel = /[aeiouy]/.exec(consonants.slice(1))?.[0] ?? '';
  return consonants[0] + firstVowel + consonants.slice(1).replace(/[aeiouy]/g, '') + syllables;
}

/** An Arabic word without its long vowels and the letters that stand in for them. */
export function arabicSkeleton(word: string): string {
  return word.replace(/[اويءئؤ]/g, '');
}

/** The word with one letter left out, first letter kept (typos rarely hit the first letter). */
function deletionsOf(word: string): string[] {
  const result: string[] = [];
  for (let i = 1; i < word.length; i++) result.push(word.slice(0, i) + word.slice(i + 1));
  return result;
}
