import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BUNDLED_DIR } from '../features/prevalence/prevalence.repository.js';
import { parseCountriesTsv } from '../features/prevalence/prevalence.parser.js';

/**
 * Figures of the sample modules, drawn from data as SVG: the same drawing becomes the module's
 * figure image (WebP) and the figure page of its PDF (PNG). Only published or well-established
 * numbers: the regional Pi*ZZ totals of the bundled prevalence table (Blanco et al. 2017) and the
 * serum AAT ranges by genotype tabulated in the ATS/ERS statement (2003).
 */
export const CHARTS = ['prevalence', 'genotypeLevels', 'testingPathway', 'inheritance'] as const;
export type Chart = (typeof CHARTS)[number];

const W = 800;
const H = 450;
const INK = '#1f3a4a';
const MUTED = '#5b6b75';
const BAR = '#4f7f99';
const ACCENT = '#d9825b';
const FONT = 'font-family="DejaVu Sans, Helvetica, Arial, sans-serif"';

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const txt = (x: number, y: number, s: string, size = 15, extra = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" ${extra.includes('fill=') ? '' : `fill="${INK}"`} ${extra}>${esc(s)}</text>`;
const frame = (body: string, source: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#ffffff"/>${body}
  ${txt(24, H - 16, source, 12, `fill="${MUTED}"`)}
</svg>`;

/** The published regional totals of Pi*ZZ individuals in the bundled table (B2017). */
export async function regionTotals(): Promise<Array<{ name: string; n: number }>> {
  const rows = parseCountriesTsv(await readFile(path.join(BUNDLED_DIR, 'countries.tsv'), 'utf8'));
  return rows
    .filter((r) => r.kind === 'region-total-published')
    .map((r) => ({ name: r.name, n: r.pizz.low }))
    .sort((a, b) => b.n - a.n);
}

async function prevalence(): Promise<string> {
  const data = await regionTotals();
  const max = Math.max(...data.map((d) => d.n));
  const left = 300;
  const width = 420;
  const bars = data
    .map((d, i) => {
      const y = 70 + i * 62;
      const w = Math.max(4, (d.n / max) * width);
      return `${txt(left - 12, y + 27, d.name, 15, 'text-anchor="end"')}
      <rect x="${left}" y="${y + 6}" width="${w.toFixed(1)}" height="32" rx="3" fill="${BAR}"/>
      ${txt(left + w + 8, y + 28, d.n.toLocaleString('en-GB'), 14, `fill="${MUTED}"`)}`;
    })
    .join('');
  return frame(
    `${txt(24, 38, 'Estimated number of people with the Pi*ZZ genotype, by region', 19, 'font-weight="bold"')}${bars}`,
    'Source: Blanco I, et al. Int J Chron Obstruct Pulmon Dis. 2017;12:561-569 (regional totals as published).',
  );
}

/** Serum AAT ranges (micromolar) by genotype, as tabulated in the ATS/ERS statement (2003). */
export const GENOTYPE_RANGES = [
  { genotype: 'Pi*MM', low: 20, high: 48 },
  { genotype: 'Pi*MZ', low: 12, high: 35 },
  { genotype: 'Pi*SS', low: 15, high: 33 },
  { genotype: 'Pi*SZ', low: 8, high: 19 },
  { genotype: 'Pi*ZZ', low: 2.5, high: 7 },
  { genotype: 'Null/Null', low: 0, high: 0 },
] as const;
/** The protective threshold most often quoted (micromolar). */
export const PROTECTIVE_THRESHOLD_UM = 11;

function genotypeLevels(): string {
  const left = 150;
  const scale = 11; // px per micromolar
  const x = (v: number) => left + v * scale;
  const axis = [0, 10, 20, 30, 40, 50]
    .map(
      (v) =>
        `<line x1="${x(v)}" y1="64" x2="${x(v)}" y2="${64 + GENOTYPE_RANGES.length * 52}" stroke="#e3e8eb"/>${txt(x(v), 64 + GENOTYPE_RANGES.length * 52 + 20, String(v), 13, 'text-anchor="middle"')}`,
    )
    .join('');
  const bars = GENOTYPE_RANGES.map((g, i) => {
    const y = 70 + i * 52;
    const label = g.high === 0 ? 'none detectable' : `${g.low}-${g.high}`;
    const w = Math.max(3, x(g.high) - x(g.low));
    return `${txt(left - 12, y + 24, g.genotype, 15, 'text-anchor="end"')}
    <rect x="${x(g.low)}" y="${y + 6}" width="${w}" height="28" rx="3" fill="${g.high < PROTECTIVE_THRESHOLD_UM ? ACCENT : BAR}"/>
    ${txt(x(g.high) + 10, y + 25, label, 13, `fill="${MUTED}"`)}`;
  }).join('');
  const t = x(PROTECTIVE_THRESHOLD_UM);
  return frame(
    `${txt(24, 38, 'Serum alpha-1 antitrypsin by genotype (micromolar)', 19, 'font-weight="bold"')}${axis}${bars}
    <line x1="${t}" y1="58" x2="${t}" y2="${64 + GENOTYPE_RANGES.length * 52}" stroke="${INK}" stroke-width="2" stroke-dasharray="6 5"/>
    ${txt(t + 6, 56, `${PROTECTIVE_THRESHOLD_UM} micromolar: the usual protective threshold`, 13)}`,
    'Ranges as tabulated in the ATS/ERS statement on AATD. Am J Respir Crit Care Med. 2003;168:818-900.',
  );
}

function testingPathway(): string {
  const steps = [
    'Clinical reason to test (COPD, early emphysema, unexplained liver disease, a relative)',
    'Serum AAT level, with CRP to spot an acute-phase rise',
    'Low or borderline level: genotype for the S and Z alleles',
    'Result and level disagree: phenotyping or gene sequencing',
    'Confirmed deficiency: specialist review, family testing, follow-up plan',
  ];
  const boxes = steps
    .map((s, i) => {
      const y = 56 + i * 70;
      const arrow =
        i < steps.length - 1
          ? `<path d="M 400 ${y + 50} L 400 ${y + 66} M 393 ${y + 59} L 400 ${y + 66} L 407 ${y + 59}" stroke="${MUTED}" stroke-width="2" fill="none"/>`
          : '';
      return `<rect x="90" y="${y}" width="620" height="48" rx="8" fill="${i === 0 ? '#e6eff4' : i === steps.length - 1 ? '#f6e6dc' : '#f1f4f6'}" stroke="${BAR}"/>
      ${txt(400, y + 30, s, 14, 'text-anchor="middle"')}${arrow}`;
    })
    .join('');
  return frame(
    `${txt(24, 34, 'A testing pathway for AATD', 19, 'font-weight="bold"')}${boxes}`,
    'After the ATS/ERS statement (2003) and the ERS statement (2017); local laboratory practice varies.',
  );
}

function inheritance(): string {
  const outcomes = [
    { label: 'Pi*MM', share: 25, note: 'usual levels' },
    { label: 'Pi*MZ', share: 50, note: 'carrier, intermediate levels' },
    { label: 'Pi*ZZ', share: 25, note: 'severe deficiency' },
  ];
  const bars = outcomes
    .map((o, i) => {
      const x = 160 + i * 190;
      const h = o.share * 5.2;
      return `<rect x="${x}" y="${350 - h}" width="110" height="${h}" rx="4" fill="${o.label === 'Pi*ZZ' ? ACCENT : BAR}"/>
      ${txt(x + 55, 340 - h, `${o.share}%`, 16, 'text-anchor="middle" font-weight="bold"')}
      ${txt(x + 55, 374, o.label, 15, 'text-anchor="middle"')}${txt(x + 55, 394, o.note, 12, `text-anchor="middle" fill="${MUTED}"`)}`;
    })
    .join('');
  return frame(
    `${txt(24, 38, 'Each child of two Pi*MZ parents: chance of each genotype', 19, 'font-weight="bold"')}
    <line x1="130" y1="350" x2="720" y2="350" stroke="${MUTED}"/>${bars}`,
    'Autosomal co-dominant inheritance: each parent passes on one of their two alleles.',
  );
}

const DRAW: Record<Chart, () => string | Promise<string>> = {
  prevalence,
  genotypeLevels,
  testingPathway,
  inheritance,
};

export const chartSvg = (chart: Chart) => DRAW[chart]();

/** The chart as PNG (for the PDF) at twice the drawing size, so it stays sharp when printed. */
export async function chartPng(chart: Chart): Promise<Buffer> {
  return sharp(Buffer.from(await chartSvg(chart)), { density: 144 })
    .png()
    .toBuffer();
}

/** The chart as WebP (the module's figure image). */
export async function chartWebp(chart: Chart): Promise<Buffer> {
  return sharp(Buffer.from(await chartSvg(chart)))
    .webp({ quality: 90 })
    .toBuffer();
}
