import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/**
 * What in a PDF can act on the reader's device by itself: scripts, actions run on opening or on
 * events, launching programs, files carried inside, embedded players and XFA forms (which carry
 * their own scripts). Members open library PDFs in their browser or download them; none of these
 * belongs in medical-education material, so such a PDF is refused with what was found.
 */
const ACTIVE_NAMES: Record<string, string> = {
  JavaScript: 'JavaScript',
  JS: 'JavaScript',
  OpenAction: 'an action run on opening (OpenAction)',
  AA: 'automatic actions (AA)',
  Launch: 'a Launch action',
  EmbeddedFile: 'embedded files',
  EmbeddedFiles: 'embedded files',
  RichMedia: 'rich media (RichMedia)',
  XFA: 'an XFA form',
};

/** Object streams are inflated to look inside them, at most this much in all (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** A name as the PDF means it: `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name token in PDF syntax (a slash, then regular characters up to a delimiter or white space). */
function namesInSyntax(text: string, found: Set<string>): void {
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = decodeName(match[1]!);
    if (name in ACTIVE_NAMES) found.add(name);
  }
}

/** Every name used as a key or a value in the parsed objects, nested dictionaries and arrays included. */
function namesInObjects(doc: PDFDocument, found: Set<string>): void {
  const seen = new Set<PDFObject>();
  const walk = (obj: PDFObject | undefined, depth: number): void => {
    if (!obj || depth > 64 || seen.has(obj)) return;
    seen.add(obj);
    if (obj instanceof PDFName) {
      const name = obj.decodeText();
      if (name in ACTIVE_NAMES) found.add(name);
    } else if (obj instanceof PDFStream) {
      walk(obj.dict, depth + 1);
    } else if (obj instanceof PDFDict) {
      for (const [key, value] of obj.entries()) {
        walk(key, depth + 1);
        walk(value, depth + 1);
      }
    } else if (obj instanceof PDFArray) {
      for (const value of obj.asArray()) walk(value, depth + 1);
    }
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) walk(obj, 0);
  walk(doc.context.trailerInfo.Root, 0);
}

/**
 * The file's own bytes, read without the parser: what a lenient reader might find where the
 * parser gave up. One pass over the tokens that matter: names, `obj` and `stream`. Stream bodies
 * are skipped (compressed data would match by chance) except object streams, which hold
 * dictionaries and are inflated, bounded.
 */
function namesInBytes(bytes: Buffer, found: Set<string>): void {
  const text = bytes.toString('latin1');
  const tokens = /(\bobj\b)|(\bstream\r?\n)|\/([^\s/[\]<>(){}%]+)/g;
  let budget = MAX_INFLATED_BYTES;
  let objectStream = false;
  let flate = false;
  for (let m = tokens.exec(text); m; m = tokens.exec(text)) {
    if (m[1]) {
      objectStream = flate = false;
    } else if (m[2]) {
      const bodyStart = m.index + m[0].length;
      const end = text.indexOf('endstream', bodyStart);
      const bodyEnd = end === -1 ? text.length : end;
      if (objectStream) budget -= namesInObjectStream(bytes.subarray(bodyStart, bodyEnd), flate, budget, found);
      objectStream = flate = false;
      tokens.lastIndex = bodyEnd;
    } else {
      const name = decodeName(m[3]!);
      if (name in ACTIVE_NAMES) found.add(name);
      if (name === 'ObjStm') objectStream = true;
      if (name === 'FlateDecode') flate = true;
    }
  }
}

/** Looks inside one object stream; answers how many bytes it inflated to. */
function namesInObjectStream(body: Buffer, flate: boolean, budget: number, found: Set<string>): number {
  if (budget <= 0) throw new PdfTooComplex();
  let inflated: Buffer;
  try {
    inflated = flate ? zlib.inflateSync(body, { maxOutputLength: budget }) : body;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfTooComplex();
    // A stream that does not inflate holds nothing a reader can use.
    return 0;
  }
  namesInSyntax(inflated.toString('latin1'), found);
  return inflated.length;
}

export class PdfTooComplex extends Error {}

/**
 * What of the above the PDF holds, as phrases for the uploader ("JavaScript", "embedded files"),
 * looked for both in the parsed document and in the raw bytes. Throws PdfTooComplex when its
 * object streams inflate past the bound.
 */
export function findActiveContent(doc: PDFDocument, bytes: Buffer): string[] {
  const found = new Set<string>();
  namesInObjects(doc, found);
  namesInBytes(bytes, found);
  return [...new Set([...found].map((name) => ACTIVE_NAMES[name]!))];
}
