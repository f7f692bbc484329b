// Product brand names: the list is configured by the provider's admins, so the
// pattern is built from it at run time and kept while the list is unchanged.
import { WORD_END, WORD_START, escapeRegExp } from './text.js';

let cached: { key: string; pattern: RegExp | null } | undefined;

function brandPattern(brandNames: readonly string[]): RegExp | null {
  const names = brandNames.map((name) => name.trim()).filter((name) => name.length > 0);
  const key = names.join('\u0000');
  if (cached?.key === key) {
    return cached.pattern;
  }
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    // "Brand  X" or "Brand\nX" is still the brand; ® and ™ after a name need nothing,
    // they are not letters so the word guard accepts them.
    .map((name) => escapeRegExp(name).replace(/\s+/g, '\\s+'))
    .join('|');
  const pattern = alternatives ? new RegExp(`${WORD_START}(?:${alternatives})${WORD_END}`, 'giu') : null;
  cached = { key, pattern };
  return pattern;
}

/** Case-insensitive whole-word match: "Brandex" matches "brandex®" but not "Brandexa". */
export function mentionsBrandName(text: string, brandNames: readonly string[]): boolean {
  return findBrandNames(text, brandNames).length > 0;
}

/** The brand names in the text, as written. */
export function findBrandNames(text: string, brandNames: readonly string[]): string[] {
  const pattern = brandPattern(brandNames);
  return pattern ? [...new Set(Array.from(text.matchAll(pattern), (m) => m[0]))] : [];
}
