import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findActiveContent, PdfTooComplex } from './pdf-active-content.js';

/** Raw PDF syntax around one object stream; the parsed document is empty, so only the bytes can tell. */
const withObjectStream = (body: Buffer, filter = '/Filter /FlateDecode') =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${filter} /Length ${body.length} >>\nstream\n`),
    body,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);

describe('active content in the raw bytes', () => {
  it('finds names hidden in a compressed object stream and written with # escapes', async () => {
    const empty = await PDFDocument.create();
    const inside = zlib.deflateSync(Buffer.from('7 0 << /S /JavaScript /J#53 (app.alert(1)) >>'));
    expect(findActiveContent(empty, withObjectStream(inside))).toEqual(['JavaScript']);
    const escaped = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Open#41ction 2 0 R /Names << /Embedded#46iles 3 0 R >> >>\nendobj\n',
    );
    expect(findActiveContent(empty, escaped)).toEqual(['an action run on opening (OpenAction)', 'embedded files']);
  });

  it('skips the bodies of other streams, where compressed bytes could look like a name', async () => {
    const empty = await PDFDocument.create();
    const image = Buffer.concat([
      Buffer.from('%PDF-1.7\n4 0 obj\n<< /Type /XObject /Subtype /Image /Length 12 >>\nstream\n'),
      Buffer.from('xx /JS /AA xx'),
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    expect(findActiveContent(empty, image)).toEqual([]);
  });

  it('stops at its bound when an object stream inflates to too much', async () => {
    const empty = await PDFDocument.create();
    const bomb = zlib.deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20));
    expect(() => findActiveContent(empty, withObjectStream(bomb))).toThrow(PdfTooComplex);
  });
});
