import { EXPORT_SECTIONS, type SectionKey } from '../../core/privacy/export-sections.js';
import type { exportStatement } from './export-statement.js';

export interface ExportedTable {
  table: string;
  item: string;
  labels: Array<{ key: string; label: string }>;
  rows: Array<Record<string, unknown>>;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A value as the member reads it: dates in their locale (UTC), yes/no, JSON as text. */
export function readable(v: unknown, dates: Intl.DateTimeFormat, days: Intl.DateTimeFormat): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return dates.format(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return days.format(new Date(`${v}T00:00:00Z`));
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The export's index.html: self-contained (inline style, no scripts, no remote resources), one
 * section per kind of data with what it is, why it is kept, who receives it and how long.
 */
export function renderIndexHtml(o: {
  siteName: string;
  memberName: string;
  exportedAt: Date;
  locale: string;
  sections: Partial<Record<SectionKey, ExportedTable[]>>;
  statement: ReturnType<typeof exportStatement>;
  leftOut: Array<{ item: string; reasons: string[] }>;
  files: string[];
}): string {
  const dates = new Intl.DateTimeFormat(o.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(o.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const out: string[] = [];
  out.push(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>Your data from ${esc(o.siteName)}</title>`,
    `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}` +
      `table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem;font-size:14px}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}` +
      `th{background:#f2f2f2}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}section{margin-bottom:2.5rem}</style>`,
    `</head><body>`,
    `<h1>Your data from ${esc(o.siteName)}</h1>`,
    `<p>A copy of the personal data ${esc(o.siteName)} holds about ${esc(o.memberName)}, made on ${esc(dates.format(o.exportedAt))} (times are UTC). ` +
      `The same data is in the <code>data</code> folder as JSON and CSV files, and the files you uploaded are in the <code>files</code> folder.</p>`,
    `<nav aria-label="Contents"><h2>Contents</h2><ul>`,
  );
  const keys = Object.keys(EXPORT_SECTIONS) as SectionKey[];
  for (const k of keys) out.push(`<li><a href="#${k}">${esc(EXPORT_SECTIONS[k].heading)}</a></li>`);
  out.push(
    `<li><a href="#left-out">What this copy leaves out, and why</a></li>`,
    `<li><a href="#about">About your data and your rights</a></li></ul></nav>`,
  );
  for (const k of keys) {
    const s = EXPORT_SECTIONS[k];
    const tables = o.sections[k] ?? [];
    out.push(
      `<section id="${k}" aria-labelledby="h-${k}"><h2 id="h-${k}">${esc(s.heading)}</h2><p>${esc(s.what)}</p><dl>`,
    );
    out.push(
      `<dt>Why it is kept</dt><dd>${esc(s.purpose)}</dd><dt>Who receives it</dt><dd>${esc(s.recipients)}</dd><dt>How long</dt><dd>${esc(s.retention)}</dd></dl>`,
    );
    if (k === 'profile' && o.files.length > 0) {
      out.push(`<p>Files: ${o.files.map((f) => `<a href="${esc(f)}">${esc(f)}</a>`).join(', ')}</p>`);
    }
    for (const t of tables) {
      out.push(`<h3>${esc(t.item)} (${t.rows.length})</h3>`);
      if (t.rows.length === 0) {
        out.push('<p>None.</p>');
        continue;
      }
      out.push(
        `<table><thead><tr>${t.labels.map((l) => `<th scope="col">${esc(l.label)}</th>`).join('')}</tr></thead><tbody>`,
      );
      for (const r of t.rows) {
        out.push(`<tr>${t.labels.map((l) => `<td>${esc(readable(r[l.key], dates, days))}</td>`).join('')}</tr>`);
      }
      out.push('</tbody></table>');
    }
    out.push('</section>');
  }
  out.push(
    `<section id="left-out" aria-labelledby="h-left-out"><h2 id="h-left-out">What this copy leaves out, and why</h2><ul>`,
  );
  for (const l of o.leftOut) out.push(`<li><strong>${esc(l.item)}</strong>: ${l.reasons.map(esc).join('; ')}</li>`);
  out.push(
    `</ul></section><section id="about" aria-labelledby="h-about"><h2 id="h-about">About your data and your rights</h2>`,
  );
  for (const s of o.statement) {
    out.push(`<h3>${esc(s.heading)}</h3>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`);
  }
  out.push('</section></body></html>');
  return out.join('\n');
}
