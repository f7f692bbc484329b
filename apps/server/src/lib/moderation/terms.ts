// Whole-word matching of console-edited terms (profanity additions, watched terms).
import { WORD_END, WORD_START, escapeRegExp, foldText } from './text.js';

type Compiled = Array<{ term: string; pattern: RegExp }>;
// A few lists are in use at once (profanity additions, watched terms); keep the latest of each.
const cache = new Map<string, Compiled>();

function patternsFor(terms: readonly string[]): Compiled {
  const key = terms.join('\u0000');
  const hit = cache.get(key);
  if (hit) return hit;
  const patterns = terms
    .map((term) => term.trim())
    .filter((term) => term.length > 0)
    .map((term) => ({
      term,
      pattern: new RegExp(`${WORD_START}${escapeRegExp(foldText(term)).replace(/\s+/g, '\\s+')}${WORD_END}`, 'u'),
    }));
  if (cache.size >= 8) cache.delete(cache.keys().next().value!);
  cache.set(key, patterns);
  return patterns;
}

/** The first listed term the text contains as a whole word (case and umlaut spelling folded), else null. */
export function mentionsAnyTerm(text: string, terms: readonly string[]): string | null {
  if (terms.length === 0) return null;
  const folded = foldText(text);
  return patternsFor(terms).find(({ pattern }) => pattern.test(folded))?.term ?? null;
}
