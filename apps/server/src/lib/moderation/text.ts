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
const foldedChars = new Map<string, string>();
function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = foldText(char);
    // Bounded: a text of random code points must not grow the cache without limit.
    if (foldedChars.size < 20_000) foldedChars.set(char, folded);
  }
  return folded;
}

export function foldWithOffsets(text: string): { folded: string; starts: Int32Array; ends: Int32Array } {
  const pieces: string[] = [];
  let starts = new Int32Array(text.length + 16);
  let ends = new Int32Array(text.length + 16);
  let length = 0;
  for (let index = 0; index < text.length;) {
    const code = text.charCodeAt(index);
    let piece: string;
    let width = 1;
    if (code < 128) {
      // ASCII folds to its lower case; only other characters need foldText's replacements.
      piece = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[index]!;
    } else {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      width = char.length;
      piece = foldChar(char);
    }
    if (length + piece.length > starts.length) {
      const grown = new Int32Array(starts.length * 2 + piece.length);
      grown.set(starts);
      starts = grown;
      const grownEnds = new Int32Array(grown.length);
      grownEnds.set(ends);
      ends = grownEnds;
    }
    for (let k = 0; k < piece.length; k++) {
      starts[length] = index;
      ends[length] = index + width;
      length++;
    }
    pieces.push(piece);
    index += width;
  }
  return { folded: pieces.join(''), starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
}

/** The original text behind folded[start, end), given foldWithOffsets' maps. */
export function originalSpan(
  text: string,
  map: { starts: ArrayLike<number>; ends: ArrayLike<number> },
  start: number,
  end: number,
): Span & { text: string } {
  const from = map.starts[start] ?? text.length;
  const to = end > start ? (map.ends[end - 1] ?? text.length) : from;
  return { start: from, end: to, text: text.slice(from, to) };
}
