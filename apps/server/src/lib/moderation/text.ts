// Shared text helpers for the moderation rules. JavaScript's \b only knows ASCII
// word characters, so whole-word checks use Unicode-aware lookarounds instead.

/** Start-of-word guard: no letter, mark or digit immediately before. */
export const WORD_START = '(?<![\\p{L}\\p{M}\\p{N}])';
/** End-of-word guard: no letter, mark or digit immediately after. */
export const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])';

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Folds spelling variants so one list entry covers them: case, German ß and umlauts
 * (users type "scheisse" as often as "scheiße"), and Arabic diacritics, tatweel and
 * letter variants (أ/إ/آ → ا, ى → ي, ة → ه), which writers use inconsistently.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}

export interface Span {
  start: number;
  end: number;
}

/**
 * Replaces the given spans with spaces (keeping offsets stable), so a detected
 * e-mail or link is not detected a second time as a handle, phone or link.
 */
export function blankOut(text: string, spans: readonly Span[]): string {
  let result = text;
  for (const { start, end } of spans) {
    result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
  }
  return result;
}

/** All spans where a global regular expression matches. */
export function findSpans(text: string, pattern: RegExp): Span[] {
  return Array.from(text.matchAll(pattern), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * foldText with a map back to the original: folded[i] came from original[starts[i], ends[i]).
 * Rules that report what they found (screening evidence, the words a refusal names) match on the
 * folded text and quote the original. Folds one code point at a time, which equals foldText
 * except for the rare sequences NFKC composes across characters.
 */
export function foldWithOffsets(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let k = 0; k < piece.length; k++) {
      starts.push(index);
      ends.push(index + char.length);
    }
    folded += piece;
    index += char.length;
  }
  return { folded, starts, ends };
}

/** The original text behind folded[start, end), given foldWithOffsets' maps. */
export function originalSpan(
  text: string,
  map: { starts: number[]; ends: number[] },
  start: number,
  end: number,
): Span & { text: string } {
  const from = map.starts[start] ?? text.length;
  const to = end > start ? (map.ends[end - 1] ?? text.length) : from;
  return { start: from, end: to, text: text.slice(from, to) };
}
