import fs from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { chartPng, chartWebp, type Chart } from '../charts.js';
import { writeIllustration, type Motif } from '../illustrations.js';
import type { FileStorage } from '../../core/storage/file-storage.js';

/** Sample files live under uploads/sample/education in the file storage; GET /api/media/* serves them. */
export const SAMPLE_FOLDER = 'sample/education';

/**
 * The sample clip (8 s) ships in the repository because nothing encodes video at load time; posts
 * reference it by the stored path SAMPLE_VIDEO_PATH.
 */
const SAMPLE_VIDEO_FILE = 'sample-video.mp4';
export const SAMPLE_VIDEO_PATH = `${SAMPLE_FOLDER}/${SAMPLE_VIDEO_FILE}`;
export async function writeSampleVideo(storage: FileStorage): Promise<void> {
  await write(storage, SAMPLE_VIDEO_FILE, await fs.readFile(new URL(`./assets/${SAMPLE_VIDEO_FILE}`, import.meta.url)));
}

async function write(storage: FileStorage, name: string, bytes: Uint8Array | Buffer): Promise<string> {
  const rel = `${SAMPLE_FOLDER}/${name}`;
  await storage.put(`uploads/${rel}`, bytes);
  return rel;
}

/** An editorial illustration (see ../illustrations.ts) for a post or module card. */
export const writeSampleImage = (storage: FileStorage, name: string, motif: Motif, seed: number) =>
  writeIllustration(storage, SAMPLE_FOLDER, name, motif, seed);

/** A module figure drawn from its data (see ../charts.ts). */
export const writeChartImage = async (storage: FileStorage, name: string, chart: Chart) =>
  write(storage, name, await chartWebp(chart));

export interface DocSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** What a generated PDF holds, in reading order. */
export interface SampleDocument {
  title: string;
  /** Above the title on the cover, e.g. "Education module · Diagnosis and Testing". */
  label: string;
  /** The cover's short introduction. */
  summary: string;
  objectives?: string[];
  sections: DocSection[];
  figure?: { chart: Chart; title: string; caption: string; afterSection: number };
  keyPoints: string[];
  references: string[];
}

// Standard fonts encode WinAnsi only: keep to characters it has.
const winAnsi = (s: string) =>
  s
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')
    .replace(/→/g, '->')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/α/g, 'alpha');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const NAVY = rgb(0.12, 0.23, 0.29);
const TEAL = rgb(0.31, 0.5, 0.6);
const MUTED = rgb(0.36, 0.42, 0.46);
const PALE = rgb(0.93, 0.96, 0.97);
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 60;
const TEXT_W = PAGE_W - MARGIN * 2;
const FOOTER = 'Sample content for demonstration; not medical advice.';

/** A top-to-bottom writer over A4 pages: text flows on to a new page when the current one is full. */
class Flow {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = PAGE_H - MARGIN;
  }

  need(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  heading(text: string, size = 15) {
    this.need(size + 60);
    this.y -= 10;
    for (const line of wrap(text, this.bold, size, TEXT_W)) {
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.bold, color: NAVY });
      this.y -= size + 6;
    }
    this.y -= 4;
  }

  paragraph(text: string, indent = 0, size = 10.5) {
    for (const line of wrap(text, this.regular, size, TEXT_W - indent)) {
      this.need(size + 5);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font: this.regular, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 5;
    }
    this.y -= 7;
  }

  bullets(items: string[], marker: (i: number) => string = () => '-') {
    for (const [i, item] of items.entries()) {
      this.need(20);
      this.page.drawText(marker(i), { x: MARGIN + 4, y: this.y, size: 10.5, font: this.bold, color: TEAL });
      this.paragraph(item, 20);
      this.y += 3;
    }
    this.y -= 4;
  }

  box(title: string, items: string[]) {
    const lines = items.map((i) => wrap(i, this.regular, 10.5, TEXT_W - 44));
    const height = 44 + lines.reduce((n, l) => n + l.length * 15.5 + 6, 0);
    this.need(height + 10);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: TEXT_W, height, color: PALE });
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: 4, height, color: TEAL });
    this.y -= 26;
    this.page.drawText(title, { x: MARGIN + 18, y: this.y, size: 13, font: this.bold, color: NAVY });
    this.y -= 22;
    for (const l of lines) {
      this.page.drawText('-', { x: MARGIN + 18, y: this.y, size: 10.5, font: this.bold, color: TEAL });
      for (const line of l) {
        this.page.drawText(line, { x: MARGIN + 32, y: this.y, size: 10.5, font: this.regular });
        this.y -= 15.5;
      }
      this.y -= 6;
    }
    this.y -= 16;
  }

  figure(image: PDFImage, number: number, title: string, caption: string) {
    const w = TEXT_W;
    const h = (image.height / image.width) * w;
    this.need(h + 70);
    this.y -= 6;
    this.page.drawImage(image, { x: MARGIN, y: this.y - h, width: w, height: h });
    this.page.drawRectangle({ x: MARGIN, y: this.y - h, width: w, height: h, borderColor: PALE, borderWidth: 1 });
    this.y -= h + 16;
    this.paragraph(`Figure ${number}. ${title}. ${caption}`, 0, 9.5);
  }
}

/** The cover: a calm band of circles (an abstract alveolus), the label, title and summary. */
function cover(doc: PDFDocument, regular: PDFFont, bold: PDFFont, d: SampleDocument) {
  const page = doc.addPage([PAGE_W, PAGE_H]);
  page.drawRectangle({ x: 0, y: PAGE_H - 300, width: PAGE_W, height: 300, color: rgb(0.92, 0.95, 0.97) });
  for (const [i, [x, y, r]] of [
    [440, 700, 90],
    [520, 610, 55],
    [360, 620, 40],
    [500, 780, 35],
    [300, 740, 25],
  ].entries()) {
    page.drawCircle({ x: x!, y: y!, size: r!, color: i % 2 ? rgb(0.85, 0.66, 0.55) : TEAL, opacity: 0.35 });
  }
  let y = PAGE_H - 360;
  page.drawText(winAnsi(d.label).toUpperCase(), { x: MARGIN, y, size: 10, font: bold, color: TEAL });
  y -= 34;
  for (const line of wrap(d.title, bold, 26, TEXT_W)) {
    page.drawText(line, { x: MARGIN, y, size: 26, font: bold, color: NAVY });
    y -= 34;
  }
  y -= 10;
  for (const line of wrap(d.summary, regular, 12, TEXT_W)) {
    page.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: MUTED });
    y -= 18;
  }
  y -= 20;
  page.drawText('Contents', { x: MARGIN, y, size: 12, font: bold, color: NAVY });
  y -= 18;
  const contents = [
    ...(d.objectives ? ['Learning objectives'] : []),
    ...d.sections.map((s) => s.heading),
    'Key points',
    ...(d.references.length ? ['References'] : []),
  ];
  for (const c of contents) {
    page.drawText(winAnsi(c), { x: MARGIN + 10, y, size: 11, font: regular, color: MUTED });
    y -= 16;
  }
}

/**
 * A structured PDF: cover with contents, learning objectives, sections (paragraphs and lists), a
 * figure drawn from data, key points and references; every page has a discreet footer saying it
 * is sample content. Generated with pdf-lib when the sample content is loaded.
 */
export async function writeSamplePdf(storage: FileStorage, name: string, d: SampleDocument): Promise<string> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(d.title));
  doc.setSubject(`${winAnsi(d.label)} (sample content)`);
  doc.setCreator('AATD HCP Community sample content');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  cover(doc, regular, bold, d);

  const flow = new Flow(doc, regular, bold);
  flow.newPage();
  if (d.objectives) {
    flow.heading('Learning objectives', 17);
    flow.paragraph('After working through this module you should be able to:');
    flow.bullets(d.objectives, (i) => `${i + 1}.`);
  }
  const figure = d.figure && (await doc.embedPng(await chartPng(d.figure.chart)));
  for (const [i, s] of d.sections.entries()) {
    flow.heading(s.heading);
    for (const p of s.paragraphs) flow.paragraph(p);
    if (s.bullets) flow.bullets(s.bullets);
    if (figure && d.figure!.afterSection === i) flow.figure(figure, 1, d.figure!.title, d.figure!.caption);
  }
  flow.box('Key points', d.keyPoints);
  if (d.references.length) {
    flow.heading('References', 13);
    for (const [i, r] of d.references.entries()) flow.paragraph(`${i + 1}. ${r}`, 0, 9.5);
  }

  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: PAGE_W - MARGIN, y: 44 },
      thickness: 0.5,
      color: rgb(0.8, 0.84, 0.86),
    });
    page.drawText(FOOTER, { x: MARGIN, y: 30, size: 8, font: regular, color: MUTED });
    const n = `${i + 1} / ${pages.length}`;
    page.drawText(n, {
      x: PAGE_W - MARGIN - regular.widthOfTextAtSize(n, 8),
      y: 30,
      size: 8,
      font: regular,
      color: MUTED,
    });
  }
  return write(storage, name, await doc.save());
}
