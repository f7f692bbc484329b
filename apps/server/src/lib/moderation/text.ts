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
