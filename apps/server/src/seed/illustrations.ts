import sharp from 'sharp';
import type { FileStorage } from '../core/storage/file-storage.js';

/**
 * Editorial illustrations for the sample content: abstract lungs, liver, helix, alveoli, protein,
 * pedigree and breathing-curve motifs in calm palettes, drawn as SVG and rendered to WebP with
 * sharp. No text, no stock images, nothing downloaded.
 */
export const MOTIFS = ['lungs', 'liver', 'helix', 'alveoli', 'protein', 'pedigree', 'breath'] as const;
export type Motif = (typeof MOTIFS)[number];

interface Palette {
  bg: string;
  soft: string;
  main: string;
  accent: string;
  line: string;
}

const PALETTES: Palette[] = [
  { bg: '#eef4f7', soft: '#d3e4ec', main: '#4f7f99', accent: '#e3a37f', line: '#2f5366' },
  { bg: '#f5f1ea', soft: '#e6dccb', main: '#8a6f55', accent: '#6f9c8f', line: '#4e3d2e' },
  { bg: '#edf3ef', soft: '#d2e3d8', main: '#4d8068', accent: '#d9b45f', line: '#2c4d3e' },
  { bg: '#f3eff6', soft: '#e0d6ea', main: '#6d5d8f', accent: '#e59a8c', line: '#3f3459' },
  { bg: '#eaf1f5', soft: '#cfe0ea', main: '#2f6d8c', accent: '#f0c987', line: '#1c4356' },
  { bg: '#f6efec', soft: '#ecd9d1', main: '#a0604f', accent: '#5f8fa6', line: '#5a3025' },
];

const W = 640;
const H = 360;

/** A small deterministic random source, so each image is the same on every load. */
function rng(seed: number) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

/** A bronchial tree: each branch splits in two, thinning as it goes. */
function branches(x: number, y: number, angle: number, len: number, depth: number, r: () => number): string {
  if (depth === 0) return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(3 + r() * 3).toFixed(1)}"/>`;
  const x2 = x + Math.cos(angle) * len;
  const y2 = y + Math.sin(angle) * len;
  const spread = 0.35 + r() * 0.25;
  return (
    `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke-width="${depth * 1.6}"/>` +
    branches(x2, y2, angle - spread, len * 0.74, depth - 1, r) +
    branches(x2, y2, angle + spread, len * 0.74, depth - 1, r)
  );
}

function lungs(p: Palette, r: () => number): string {
  const lobe = (cx: number, flip: number) =>
    `<path d="M ${cx} 70 C ${cx + flip * 150} 50, ${cx + flip * 200} 200, ${cx + flip * 180} 300 C ${cx + flip * 120} 330, ${cx + flip * 30} 310, ${cx + flip * 10} 270 Z" fill="${p.soft}"/>`;
  return `${lobe(300, -1)}${lobe(340, 1)}
  <g stroke="${p.line}" fill="${p.accent}" stroke-linecap="round" opacity="0.85">
    <line x1="320" y1="30" x2="320" y2="120" stroke-width="10"/>
    ${branches(320, 120, Math.PI * 0.75, 62, 5, r)}${branches(320, 120, Math.PI * 0.25, 62, 5, r)}
  </g>`;
}

function liver(p: Palette, r: () => number): string {
  const cells: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    for (let col = 0; col < 11; col += 1) {
      const cx = 150 + col * 36 + (row % 2) * 18;
      const cy = 90 + row * 31;
      const k = 15;
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + Math.cos(a) * k).toFixed(1)},${(cy + Math.sin(a) * k).toFixed(1)}`;
      }).join(' ');
      const fill = r() < 0.12 ? p.accent : p.main;
      cells.push(`<polygon points="${pts}" fill="${fill}" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`);
    }
  }
  return `<defs><clipPath id="organ"><path d="M 120 120 C 180 50, 430 40, 540 90 C 560 120, 520 170, 470 200 C 400 250, 300 300, 220 290 C 150 280, 100 200, 120 120 Z"/></clipPath></defs>
  <path d="M 120 120 C 180 50, 430 40, 540 90 C 560 120, 520 170, 470 200 C 400 250, 300 300, 220 290 C 150 280, 100 200, 120 120 Z" fill="${p.soft}"/>
  <g clip-path="url(#organ)">${cells.join('')}</g>
  <path d="M 120 120 C 180 50, 430 40, 540 90 C 560 120, 520 170, 470 200 C 400 250, 300 300, 220 290 C 150 280, 100 200, 120 120 Z" fill="none" stroke="${p.line}" stroke-width="3" opacity="0.6"/>`;
}

function helix(p: Palette, r: () => number): string {
  const a: string[] = [];
  const b: string[] = [];
  const rungs: string[] = [];
  const phase = r() * Math.PI;
  for (let x = 40; x <= 600; x += 8) {
    const t = (x / 600) * Math.PI * 4 + phase;
    const y1 = 180 + Math.sin(t) * 80;
    const y2 = 180 - Math.sin(t) * 80;
    a.push(`${x},${y1.toFixed(1)}`);
    b.push(`${x},${y2.toFixed(1)}`);
    if (x % 32 === 8) {
      const colour = r() < 0.15 ? p.accent : p.main;
      rungs.push(
        `<line x1="${x}" y1="${y1.toFixed(1)}" x2="${x}" y2="${y2.toFixed(1)}" stroke="${colour}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
      );
    }
  }
  return `${rungs.join('')}
  <polyline points="${a.join(' ')}" fill="none" stroke="${p.line}" stroke-width="7" stroke-linecap="round"/>
  <polyline points="${b.join(' ')}" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round"/>`;
}

function alveoli(p: Palette, r: () => number): string {
  const out: string[] = [];
  for (let i = 0; i < 46; i += 1) {
    const cx = 60 + r() * 520;
    const cy = 40 + r() * 280;
    const rad = 18 + r() * 42;
    const fill = i % 9 === 0 ? p.accent : i % 2 ? p.main : p.soft;
    out.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${rad.toFixed(0)}" fill="${fill}" opacity="${(0.18 + r() * 0.35).toFixed(2)}" stroke="${p.line}" stroke-opacity="0.25"/>`,
    );
  }
  return out.join('');
}

function protein(p: Palette, r: () => number): string {
  const pts: Array<[number, number]> = [];
  let x = 120;
  let y = 180;
  for (let i = 0; i < 26; i += 1) {
    x = Math.min(560, Math.max(80, x + (r() - 0.4) * 70));
    y = Math.min(300, Math.max(60, y + (r() - 0.5) * 90));
    pts.push([x, y]);
  }
  const ribbon = pts.map(([px, py], i) => `${i === 0 ? 'M' : 'L'} ${px.toFixed(0)} ${py.toFixed(0)}`).join(' ');
  const beads = pts
    .map(
      ([px, py], i) =>
        `<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="${i % 7 === 3 ? 16 : 9}" fill="${i % 7 === 3 ? p.accent : p.main}"/>`,
    )
    .join('');
  return `<circle cx="330" cy="180" r="150" fill="${p.soft}"/>
  <path d="${ribbon}" fill="none" stroke="${p.line}" stroke-width="5" stroke-linejoin="round" opacity="0.6"/>${beads}`;
}

function pedigree(p: Palette, r: () => number): string {
  const person = (x: number, y: number, male: boolean, affected: number) => {
    const fill = affected === 2 ? p.main : affected === 1 ? p.accent : p.bg;
    return male
      ? `<rect x="${x - 20}" y="${y - 20}" width="40" height="40" fill="${fill}" stroke="${p.line}" stroke-width="3"/>`
      : `<circle cx="${x}" cy="${y}" r="21" fill="${fill}" stroke="${p.line}" stroke-width="3"/>`;
  };
  const kids = [200, 280, 360, 440].map((x, i) => person(x, 250, i % 2 === 0, [1, 2, 0, 1][i]!)).join('');
  void r;
  return `<circle cx="320" cy="180" r="160" fill="${p.soft}" opacity="0.7"/>
  <g stroke="${p.line}" stroke-width="3"><line x1="280" y1="110" x2="360" y2="110"/><line x1="320" y1="110" x2="320" y2="190"/>
  <line x1="200" y1="190" x2="440" y2="190"/>${[200, 280, 360, 440].map((x) => `<line x1="${x}" y1="190" x2="${x}" y2="230"/>`).join('')}</g>
  ${person(260, 110, true, 1)}${person(380, 110, false, 1)}${kids}`;
}

function breath(p: Palette, r: () => number): string {
  const curve = (scale: number, colour: string, width: number) => {
    const pts: string[] = [];
    for (let x = 40; x <= 600; x += 6) {
      const t = (x - 40) / 560;
      const y = 300 - scale * 220 * (1 - Math.exp(-t * 6)) * (0.55 + 0.45 * Math.cos(t * 1.2));
      pts.push(`${x},${y.toFixed(1)}`);
    }
    return `<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  const grid = Array.from(
    { length: 6 },
    (_, i) => `<line x1="40" x2="600" y1="${60 + i * 48}" y2="${60 + i * 48}"/>`,
  ).join('');
  return `<g stroke="${p.soft}" stroke-width="2">${grid}</g>
  ${curve(1, p.main, 8)}${curve(0.72 + r() * 0.1, p.accent, 6)}${curve(0.45, p.line, 4)}`;
}

const DRAW: Record<Motif, (p: Palette, r: () => number) => string> = {
  lungs,
  liver,
  helix,
  alveoli,
  protein,
  pedigree,
  breath,
};

/** The SVG of one illustration: a motif in a palette, varied by the seed. */
export function illustrationSvg(motif: Motif, seed: number): string {
  const p = PALETTES[seed % PALETTES.length]!;
  const r = rng(seed + 1);
  const glow = `<circle cx="${(80 + r() * 480).toFixed(0)}" cy="${(40 + r() * 80).toFixed(0)}" r="${(120 + r() * 80).toFixed(0)}" fill="${p.soft}" opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${p.bg}"/>${glow}
  ${DRAW[motif](p, r)}
</svg>`;
}

/** Writes the illustration as WebP under uploads/<folder>/<name> in the file storage and returns its stored path. */
export async function writeIllustration(
  storage: FileStorage,
  folder: string,
  name: string,
  motif: Motif,
  seed: number,
): Promise<string> {
  const rel = `${folder}/${name}`;
  const bytes = await sharp(Buffer.from(illustrationSvg(motif, seed)))
    .webp({ quality: 82 })
    .toBuffer();
  await storage.put(`uploads/${rel}`, bytes, { contentType: 'image/webp' });
  return rel;
}
