import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { formatBytes, MEDIA_IMAGE_WIDTHS, type MediaKind, type MediaLimits } from '@aatd/contract';
import type { Deployment } from '../../config/deployment.js';
import { AppError } from '../../lib/app-error.js';
import { findActiveContent, PdfTooComplex } from './pdf-active-content.js';

/**
 * How an upload is judged: by its bytes alone (the magic numbers, then a full decode), never by
 * the name or the type the browser declared.
 */

const KIND_OF_MIME: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
};

const KIND_NAMES: Record<MediaKind, string> = { image: 'Images', pdf: 'PDFs', video: 'Videos' };
const MB = 1024 * 1024;

export const mediaLimits = (d: Pick<Deployment, 'mediaLibrary'>): MediaLimits => ({
  image: Math.round(d.mediaLibrary.imageMaxMb * MB),
  pdf: Math.round(d.mediaLibrary.pdfMaxMb * MB),
  video: Math.round(d.mediaLibrary.videoMaxMb * MB),
});

/** The largest upload of any kind: the multipart parser cuts the stream one byte past it. */
export const largestUpload = (limits: MediaLimits) => Math.max(limits.image, limits.pdf, limits.video);

const fileProblem = (message: string) => new AppError(400, 'validationError', message, { fields: { file: message } });

export const UNSUPPORTED =
  'This file is not a JPEG, PNG or WebP image, a PDF or an MP4 video. Files are checked by their content, whatever their name says.';

/** The kind and type the file's first bytes say it is; anything else is refused (400). */
export async function sniffKind(file: string): Promise<{ kind: MediaKind; mime: string }> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const detected = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    const kind = detected && KIND_OF_MIME[detected.mime];
    if (!detected || !kind) throw fileProblem(UNSUPPORTED);
    return { kind, mime: detected.mime };
  } finally {
    await handle.close();
  }
}

/** 413 naming the kind's limit and the file's size. */
export const tooBig = (kind: MediaKind, size: number, limits: MediaLimits) =>
  new AppError(
    413,
    'payloadTooLarge',
    `${KIND_NAMES[kind]} can be at most ${formatBytes(limits[kind])}; this file is ${formatBytes(size)}.`,
  );

/** 413 for a file cut off at the largest limit of all. */
export const tooBigForAny = (limits: MediaLimits) =>
  new AppError(
    413,
    'payloadTooLarge',
    `The file is larger than the library takes: images up to ${formatBytes(limits.image)}, PDFs up to ${formatBytes(limits.pdf)}, videos up to ${formatBytes(limits.video)}.`,
  );

export interface EncodedImage {
  display: Buffer;
  card: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

// Refuse decompression bombs: a small file that decodes to a huge bitmap.
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Decodes the image and writes it again as WebP in the sizes members need (the page, cards,
 * thumbnails). sharp writes no metadata unless asked, so EXIF (GPS position, camera serial), ICC
 * comments and anything appended to the file are gone; the EXIF orientation is applied first.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const at = (width: number) =>
      base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    const [display, card, thumb] = await Promise.all([
      at(MEDIA_IMAGE_WIDTHS.display),
      at(MEDIA_IMAGE_WIDTHS.card),
      at(MEDIA_IMAGE_WIDTHS.thumb),
    ]);
    return {
      display: display.data,
      card: card.data,
      thumb: thumb.data,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw fileProblem('The image could not be read: it may be damaged or cut off. Export it again and upload that.');
  }
}

/** "a, b and c" */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * A PDF that parses, has pages and nothing that acts by itself on the reader's device (scripts,
 * actions, embedded files: pdf-active-content.ts); a damaged one is refused before members try to
 * open it, an active one with what was found so the author can save it again without it.
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  let doc: PDFDocument;
  let pages = 0;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = doc.getPageCount();
  } catch {
    throw fileProblem('The PDF could not be read: it may be damaged. Save it again as PDF and upload that.');
  }
  if (pages === 0) throw fileProblem('The PDF has no pages.');
  let active: string[];
  try {
    active = findActiveContent(doc, bytes);
  } catch (err) {
    if (!(err instanceof PdfTooComplex)) throw err;
    throw fileProblem(
      'The PDF could not be checked: its compressed parts are too large. Save it again as PDF (or print it to PDF) and upload that.',
    );
  }
  if (active.length > 0) {
    throw fileProblem(
      `This PDF contains ${listed(active)}, which could run or open on a member's device, so the library does not take it. Save it again without them (printing it to PDF removes them) and upload that.`,
    );
  }
}
