// Profanity in English (obscenity's data set, which already resolves leetspeak,
// look-alike characters and stretched letters) plus German and Arabic word lists.
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { WORD_END, WORD_START, escapeRegExp, foldText, foldWithOffsets, originalSpan } from './text.js';
import {
  ARABIC_WORDS,
  ENGLISH_ALLOWED_TERMS,
  ENGLISH_CLINICAL_TERMS,
  GERMAN_COMPOUND_STEMS,
  GERMAN_WORDS,
} from './word-lists.js';

const englishPhrases = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => ENGLISH_CLINICAL_TERMS.has(phrase.metadata?.originalWord ?? ''));
const built = englishPhrases.build();
const englishMatcher = new RegExpMatcher({
  blacklistedTerms: built.blacklistedTerms,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ENGLISH_ALLOWED_TERMS],
  ...englishRecommendedTransformers,
});

/**
 * One whole-word pattern for a list. Inflection endings and Arabic clitics are only
 * allowed around longer words: on two- or three-letter words they would turn
 * ordinary words into matches.
 */
function listPattern(words: readonly string[], prefix: string, suffix: string): RegExp {
  const alternatives = [...new Set(words.map(foldText))]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/\s+/g, '\\s+'))
    .join('|');
  return new RegExp(`${WORD_START}${prefix}(?:${alternatives})${suffix}${WORD_END}`, 'gu');
}

const isLong = (word: string) => foldText(word).length >= 4;

// German inflection: Huren, fickt, Wichsers, Negerin...
const GERMAN_SUFFIX = '(?:e|en|er|ern|es|in|innen|n|s|t|st|te|ten)?';
// Arabic conjunctions, article and prepositions written onto the word, and
// possessive or plural endings (after folding ة → ه).
const ARABIC_PREFIX = '(?:و|ف)?(?:ال|بال|لل|ب|ل|ك)?';
const ARABIC_SUFFIX = '(?:ه|ها|هم|ك|كم|ي|ات|ين|ون)?';

const localPatterns: readonly RegExp[] = [
  listPattern(GERMAN_WORDS, '', GERMAN_SUFFIX),
  listPattern(GERMAN_COMPOUND_STEMS, '', '\\p{L}*'),
  listPattern(ARABIC_WORDS.filter(isLong), ARABIC_PREFIX, ARABIC_SUFFIX),
  listPattern(
    ARABIC_WORDS.filter((word) => !isLong(word)),
    '',
    '',
  ),
];

const LETTER = /\p{L}/gu;
const DIGIT = /\p{N}/gu;

/**
 * Leetspeak resolution reads digits as letters ("sh1t"), which also turns numbers into words:
 * "717 mg/L" would read as a swear word. A disguised word still has at least as many letters as
 * digits; a number, a dose or a lab value has no letters, or fewer.
 */
function readsAsWord(matched: string): boolean {
  const letters = matched.match(LETTER)?.length ?? 0;
  const digits = matched.match(DIGIT)?.length ?? 0;
  return letters > 0 && letters >= digits;
}

/** The profane words in the text, as written (so a refusal can name them); empty when clean. */
export function findProfanity(text: string): string[] {
  const found: string[] = [];
  for (const match of englishMatcher.getAllMatches(text, true)) {
    // A match may start or end inside a word ("sh1t" in "sh1tty"): quote the whole word.
    let start = match.startIndex;
    let end = match.endIndex + 1;
    while (start > 0 && /[\p{L}\p{N}$@*]/u.test(text[start - 1]!)) start--;
    while (end < text.length && /[\p{L}\p{N}$@*]/u.test(text[end]!)) end++;
    const word = text.slice(start, end);
    if (readsAsWord(text.slice(match.startIndex, match.endIndex + 1))) found.push(word);
  }
  const map = foldWithOffsets(text);
  for (const pattern of localPatterns) {
    for (const m of map.folded.matchAll(pattern)) {
      found.push(originalSpan(text, map, m.index, m.index + m[0].length).text);
    }
  }
  return [...new Set(found)];
}

export function containsProfanity(text: string): boolean {
  return findProfanity(text).length > 0;
}
