import fs from 'node:fs';
import path from 'node:path';

/**
 * The web's styles are written in logical properties (margin-inline-start, inset-inline-end,
 * text-align: start…), so Arabic pages, drawn right to left, mirror without styles of their own.
 * This check, run by `npm run lint`, refuses a physical left or right in any stylesheet under
 * apps/web/src: a property naming left or right, a value of left or right for text-align, float
 * or clear, and a four-value margin, padding or inset whose right and left sides differ.
 * A line may opt out with a comment `logical-css: physical <why>`, for what must not mirror.
 */
const ROOT = path.resolve(import.meta.dirname, '../apps/web/src');

const PHYSICAL_PROPERTY =
  /(?:^|[\s;{])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:/;
const PHYSICAL_VALUE = /(?:^|[\s;{])(text-align|float|clear)\s*:\s*(left|right)\b/;
const FOUR_SIDES = /(?:^|[\s;{])(margin|padding|inset)\s*:\s*([^;}]+)/;
const OPT_OUT = /logical-css: physical\b/;

export type Finding = { file: string; line: number; text: string; why: string };

/** Splits a value by spaces outside parentheses (`calc(1px + 2px) 0`). */
const sides = (value: string) => value.trim().match(/(?:[^\s()]+|\([^)]*\))+/g) ?? [];

export function findPhysical(file: string, css: string): Finding[] {
  const found: Finding[] = [];
  const lines = css.split('\n');
  let inComment = false;
  lines.forEach((raw, i) => {
    const previous = lines[i - 1] ?? '';
    // Comments are prose; only declarations are checked.
    let text = raw;
    if (inComment) {
      const end = text.indexOf('*/');
      if (end < 0) return;
      text = text.slice(end + 2);
      inComment = false;
    }
    text = text.replace(/\/\*.*?\*\//g, '');
    const open = text.indexOf('/*');
    if (open >= 0) {
      text = text.slice(0, open);
      inComment = true;
    }
    if (OPT_OUT.test(raw) || OPT_OUT.test(previous)) return;
    const at = { file, line: i + 1, text: raw.trim() };
    const property = PHYSICAL_PROPERTY.exec(text);
    if (property) found.push({ ...at, why: `${property[1]} is physical; use its logical form` });
    const value = PHYSICAL_VALUE.exec(text);
    if (value) found.push({ ...at, why: `${value[1]}: ${value[2]} is physical; use start or end` });
    const four = FOUR_SIDES.exec(text);
    if (four) {
      const s = sides(four[2]!.replace(/!important/, ''));
      if (s.length === 4 && s[1] !== s[3]) {
        found.push({ ...at, why: `${four[1]} with four sides sets left and right; use -block and -inline` });
      }
    }
  });
  return found;
}

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(p);
    return e.name.endsWith('.css') ? [p] : [];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const findings = cssFiles(ROOT).flatMap((f) =>
    findPhysical(path.relative(process.cwd(), f), fs.readFileSync(f, 'utf8')),
  );
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.why}\n    ${f.text}`);
  if (findings.length > 0) {
    console.error(`\n${findings.length} physical left/right declarations (docs/i18n.md, "Right to left").`);
    process.exit(1);
  }
}
