import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import sharp from 'sharp';

/** Sample files live under DATA_DIR/uploads/sample/education; GET /api/media/* serves them. */
export const SAMPLE_FOLDER = 'sample/education';

/**
 * The sample clip (8 s, titled SAMPLE VIDEO) ships in the repository because nothing encodes video
 * at load time; posts reference it by the stored path SAMPLE_VIDEO_PATH.
 */
const SAMPLE_VIDEO_FILE = 'sample-video.mp4';
export const SAMPLE_VIDEO_PATH = `${SAMPLE_FOLDER}/${SAMPLE_VIDEO_FILE}`;
export async function writeSampleVideo(dataDir: string): Promise<void> {
  await write(dataDir, SAMPLE_VIDEO_FILE, await fs.readFile(new URL(`./assets/${SAMPLE_VIDEO_FILE}`, import.meta.url)));
}

async function write(dataDir: string, name: string, bytes: Uint8Array | Buffer): Promise<string> {
  const rel = `${SAMPLE_FOLDER}/${name}`;
  const dir = path.join(dataDir, 'uploads', SAMPLE_FOLDER);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', rel), bytes);
  return rel;
}

/** Wraps text to the page width with the font's own metrics (pdf-lib draws no line breaks itself). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface SamplePdfPage {
  heading: string;
  paragraphs: string[];
}

/**
 * A real, small PDF (one page per entry) whose every page says it is sample content, so the
 * module viewer has something to page through without any download.
 */
export async function writeSamplePdf(
  dataDir: string,
  name: string,
  title: string,
  pages: SamplePdfPage[],
): Promise<string> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} (sample content)`);
  doc.setSubject('Sample content for the AATD education modules');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((p, i) => {
    const page = doc.addPage([595, 842]);
    const margin = 56;
    const width = 595 - margin * 2;
    page.drawRectangle({ x: 0, y: 800, width: 595, height: 42, color: rgb(0.04, 0.31, 0.54) });
    page.drawText('Sample content - not medical advice', {
      x: margin,
      y: 815,
      size: 12,
      font: bold,
      color: rgb(1, 1, 1),
    });
    let y = 760;
    for (const line of wrap(title, bold, 18, width)) {
      page.drawText(line, { x: margin, y, size: 18, font: bold });
      y -= 24;
    }
    y -= 8;
    page.drawText(p.heading, { x: margin, y, size: 14, font: bold, color: rgb(0.04, 0.31, 0.54) });
    y -= 24;
    for (const para of p.paragraphs) {
      for (const line of wrap(para, regular, 11, width)) {
        page.drawText(line, { x: margin, y, size: 11, font: regular });
        y -= 16;
      }
      y -= 10;
    }
    page.drawText(`Page ${i + 1} of ${pages.length}  |  Sample content`, {
      x: margin,
      y: 32,
      size: 9,
      font: regular,
      color: rgb(0.3, 0.33, 0.38),
    });
  });
  return write(dataDir, name, await doc.save());
}

/** Up to three lines of about 28 characters, so long titles stay inside the card. */
function lines(label: string): string[] {
  const out: string[] = [];
  for (const word of label.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 28) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 3 ? [...out.slice(0, 2), `${out[2]}...`] : out;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain illustration card (colour, label, "Sample") rendered from SVG: no stock images needed. */
export async function writeSampleImage(dataDir: string, name: string, label: string, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,22%)"/>
  </linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="540" cy="80" r="120" fill="rgba(255,255,255,0.08)"/>
  ${lines(label)
    .map(
      (l, i, all) =>
        `<text x="40" y="${310 - (all.length - 1 - i) * 38}" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('')}
  <text x="40" y="60" font-family="sans-serif" font-size="22" fill="#fff">SAMPLE</text>
</svg>`;
  const png = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return write(dataDir, name, png);
}
