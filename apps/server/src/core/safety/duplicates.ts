/** Words of a text for comparing two reports: case, punctuation and spacing do not count. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** Share of distinct words two texts have in common (Jaccard): a resubmission with small changes scores high. */
export function wordOverlap(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common += 1;
  return common / (x.size + y.size - common);
}

/** From this overlap on, a text of the same author is flagged as a possible duplicate. */
export const NEAR_DUPLICATE_OVERLAP = 0.8;

/**
 * The author's earlier case this text repeats, if any: the same words (exact), or nearly the same.
 * `recent` is newest first; a duplicate points at the case it repeats, never at another duplicate.
 */
export function findDuplicate(
  text: string,
  recent: ReadonlyArray<{ id: number; verbatim: string; duplicate_of: number | null }>,
): { id: number; exact: boolean } | null {
  for (const c of recent) {
    if (sameText(text, c.verbatim)) return { id: c.duplicate_of ?? c.id, exact: true };
  }
  for (const c of recent) {
    if (words(text).length >= 4 && wordOverlap(text, c.verbatim) >= NEAR_DUPLICATE_OVERLAP) {
      return { id: c.duplicate_of ?? c.id, exact: false };
    }
  }
  return null;
}
