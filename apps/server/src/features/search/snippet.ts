import { sql, type RawBuilder } from 'kysely';

/**
 * ts_headline marks matches with these control characters instead of tags: the text around them
 * is then HTML-escaped in full and only our own <mark> elements are written back, so a post's
 * text can never smuggle markup into a snippet.
 */
const START = '\u0002';
const STOP = '\u0003';

/**
 * Words ts_headline keeps around the best match: more than `chars` characters of prose, so the
 * cut to exactly `chars` happens in renderSnippet. One fragment mode fills up to MaxWords (the
 * default mode stops at MinWords).
 */
const wordsFor = (chars: number) => ({ min: Math.round(chars / 10), max: Math.round(chars / 5) });

/** SQL for a headline of `text` around the matches of `query` (a tsquery expression). */
export function headlineSql(text: RawBuilder<unknown>, query: RawBuilder<unknown>, chars: number) {
  const { min, max } = wordsFor(chars);
  const options = `StartSel=${START}, StopSel=${STOP}, MinWords=${min}, MaxWords=${max}, MaxFragments=1, ShortWord=2`;
  return sql<string>`ts_headline('english', ${text}, ${query}, ${options})`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The headline as safe HTML: at most `maxChars` visible characters (an ellipsis marks a cut),
 * whitespace collapsed, everything escaped except the <mark> elements around matched words.
 */
export function renderSnippet(raw: string, maxChars: number): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  const cut = [...text].filter((ch) => ch !== START && ch !== STOP).length > maxChars;
  let out = '';
  let visible = 0;
  let open = false;
  for (const ch of text) {
    if (ch === START) {
      if (!open) out += '<mark>';
      open = true;
      continue;
    }
    if (ch === STOP) {
      if (open) out += '</mark>';
      open = false;
      continue;
    }
    if (cut && visible === maxChars - 1) {
      out += '…';
      break;
    }
    out += ESCAPES[ch] ?? ch;
    visible += 1;
  }
  if (open) out += '</mark>';
  return out.replace(/<mark><\/mark>/g, '');
}
