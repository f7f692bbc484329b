// Profanity in English (obscenity's data set, which already resolves leetspeak,
// look-alike characters and stretched letters) plus German and Arabic word lists.
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { WORD_END, WORD_START, escapeRegExp, foldText } from './text.js';
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
  return new RegExp(`${WORD_START}${prefix}(?:${alternatives})${suffix}${WORD_END}`, 'u');
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

export function containsProfanity(text: string): boolean {
  if (englishMatcher.hasMatch(text)) {
    return true;
  }
  const folded = foldText(text);
  return localPatterns.some((pattern) => pattern.test(folded));
}
