import { diffWords, type Change } from 'diff';

export interface FieldChange {
  field: string;
  /** Word-level parts: added, removed or unchanged text, in reading order. */
  parts: Change[];
}

/** The readable text of a stored value: HTML loses its tags, lists are joined, an entry's parts too, empty is ''. */
export function readableText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    // A list of entries (a module's figures, references…) reads one entry per line.
    return value.map(readableText).join(value.some((v) => typeof v === 'object' && v !== null) ? '\n' : ', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    return Object.values(value)
      .map(readableText)
      .filter((v) => v !== '')
      .join(' — ');
  }
  const text = String(value);
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  return text
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|figure|table)>/gi, '\n')
    .replace(/<(td|th)[^>]*>/gi, ' ')
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/gi, '[image: $1]')
    .replace(/<iframe[^>]*\btitle="([^"]*)"[^>]*>/gi, '[video: $1]')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * What changed between two versions, field by field, in the order given (the form's order), with
 * fields only one version has at the end. Unchanged fields are left out.
 */
export function diffFields(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
  order: readonly string[] = [],
): FieldChange[] {
  const keys = [...new Set([...order, ...Object.keys(older), ...Object.keys(newer)])];
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (!(field in older) && !(field in newer)) continue;
    const before = readableText(older[field]);
    const after = readableText(newer[field]);
    if (before === after) continue;
    changes.push({ field, parts: diffWords(before, after) });
  }
  return changes;
}
