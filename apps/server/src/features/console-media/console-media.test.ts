import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import type { Role } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { clinicalNews, consoleApi, contentIn } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';
import { insertModules } from '../../core/modules/module-writes.repository.js';

type Auth = { authorization: string };
let app: FastifyInstance;
const callers = {} as Record<Role, Auth>;

/** A JPEG carrying EXIF (camera make, a GPS-ish comment) the library must not keep. */
const jpegWithExif = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Dr Who, 51.5N 0.1W' } })
    .toBuffer();
const png = (size = 40) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
async function pdf(pages = 2, title = 'A leaflet') {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  for (let i = 0; i < pages; i += 1) doc.addPage([300, 400]);
  return Buffer.from(await doc.save());
}
/** The smallest MP4 file-type knows: an ftyp box of brand isom. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(200, 1),
  ]);

async function upload(
  auth: Auth | Record<string, never>,
  file: Buffer | null,
  opts: { name?: string; type?: string; alt?: string } = {},
) {
  const form = new FormData();
  if (opts.alt !== undefined) form.append('alt', opts.alt);
  if (file) {
    form.append('file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/jpeg' }), opts.name ?? 'scan.jpg');
  }
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...auth, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
const call = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: object) => {
  const res = await app.inject({ method, url: `/api/admin/media${url}`, headers: auth, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const stored = (rel: string) => path.join(app.env.dataDir, 'uploads', rel);
const auditRows = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(id)).execute();

beforeAll(async () => {
  // Small limits, so the size refusals need no large files.
  app = await buildTestApp({ deployment: { mediaLibrary: { imageMaxMb: 1, pdfMaxMb: 0.01, videoMaxMb: 2 } } });
  for (const role of ['member', 'moderator', 'safety', 'editor', 'reviewer', 'admin'] as const) {
    callers[role] = (await createStaff(app, role)).auth;
  }
});
afterAll(async () => {
  fs.rmSync(app.env.dataDir, { recursive: true, force: true });
  await app.close();
});

describe('media library routes × roles', () => {
  const READERS: Role[] = ['editor', 'reviewer', 'admin'];
  const WRITERS: Role[] = ['editor', 'admin'];

  it('answer 401 to a visitor', async () => {
    const visitor = { authorization: 'Bearer nope' };
    expect((await call('GET', '', visitor)).status).toBe(401);
    expect((await call('GET', '/1', visitor)).status).toBe(401);
    expect((await call('PATCH', '/1', visitor, { alt: 'x' })).status).toBe(401);
    expect((await call('DELETE', '/1', visitor)).status).toBe(401);
    expect((await upload({}, await png(), { alt: 'A dot' })).status).toBe(401);
  });

  it('GET /admin/media and /admin/media/:id: editors, reviewers and admins; the rest 403', async () => {
    const { body: file } = await upload(callers.editor, await png(), { alt: 'A red square', name: 'square.png' });
    for (const role of Object.keys(callers) as Role[]) {
      const list = await call('GET', '', callers[role]);
      const one = await call('GET', `/${file.id}`, callers[role]);
      if (READERS.includes(role)) {
        expect(list.status, role).toBe(200);
        expect(one.status, role).toBe(200);
      } else {
        expect([list.status, one.status], role).toEqual([403, 403]);
        expect(list.body.errors).toBe('forbidden');
      }
    }
  });

  it('POST, PATCH and DELETE /admin/media: editors and admins; the rest 403', async () => {
    for (const role of Object.keys(callers) as Role[]) {
      const up = await upload(callers[role], await png(), { alt: 'A red square' });
      const { body: file } = await upload(callers.editor, await png(), { alt: 'Another' });
      const patch = await call('PATCH', `/${file.id}`, callers[role], { alt: 'Changed' });
      const del = await call('DELETE', `/${file.id}`, callers[role]);
      if (WRITERS.includes(role)) {
        expect([up.status, patch.status, del.status], role).toEqual([201, 200, 204]);
      } else {
        expect([up.status, patch.status, del.status], role).toEqual([403, 403, 403]);
        expect(up.body.errors).toBe('forbidden');
      }
    }
  });
});

describe('uploading', () => {
  it('re-encodes an image as WebP in three sizes without its metadata, and records it', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(callers.editor, original, { alt: 'A blue field', name: 'lung-scan.jpg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'image',
      name: 'lung-scan.jpg',
      mime: 'image/webp',
      width: 1600,
      height: 800,
      alt: 'A blue field',
      usageCount: 0,
      uses: [],
    });
    expect(res.body.path).toMatch(/^library\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.url).toBe(`/api/media/${res.body.path}`);
    expect(res.body.thumbUrl).toMatch(/-thumb\.webp$/);

    const display = fs.readFileSync(stored(res.body.path));
    expect(res.body.byteSize).toBe(display.length);
    const meta = await sharp(display).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(display.includes('SecretCam')).toBe(false);
    const thumb = await sharp(fs.readFileSync(stored(res.body.path.replace('.webp', '-thumb.webp')))).metadata();
    const card = await sharp(fs.readFileSync(stored(res.body.path.replace('.webp', '-card.webp')))).metadata();
    expect([thumb.width, card.width]).toEqual([320, 800]);

    const [audit] = await auditRows('media.upload', res.body.id);
    expect(audit).toMatchObject({ target_type: 'media', details: { name: 'lung-scan.jpg', kind: 'image' } });

    // Members load it through the media route.
    const served = await app.inject({ method: 'GET', url: res.body.url, headers: callers.member });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('keeps a PDF that parses and an MP4 video, as sent', async () => {
    const doc = await pdf();
    const p = await upload(callers.editor, doc, { name: 'guideline.pdf', type: 'application/pdf' });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ kind: 'pdf', mime: 'application/pdf', byteSize: doc.length, thumbUrl: null });
    expect(fs.readFileSync(stored(p.body.path)).equals(doc)).toBe(true);

    const v = await upload(callers.editor, mp4(), { name: 'talk.mp4', type: 'video/mp4' });
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({ kind: 'video', mime: 'video/mp4', name: 'talk.mp4' });
    expect(v.body.path).toMatch(/\.mp4$/);
    // Nothing is left in the incoming folder.
    expect(fs.readdirSync(path.join(app.env.dataDir, 'incoming'))).toEqual([]);
  });

  it('judges by content: a renamed text file, an SVG, HTML called .png and a damaged image or PDF are refused', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('hello, not an image'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'pic.png', 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif', 'image/gif'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(callers.editor, bytes, { name, type, alt: 'x' });
      expect(res.status, name).toBe(400);
      expect(res.body.fields.file).toMatch(/not a JPEG, PNG or WebP image, a PDF or an MP4 video/);
    }
    const cut = (await png(200)).subarray(0, 120);
    expect((await upload(callers.editor, cut, { alt: 'x', name: 'cut.png' })).body.fields.file).toMatch(
      /could not be read/,
    );
    const badPdf = Buffer.from('%PDF-1.7\n1 0 obj garbage');
    expect((await upload(callers.editor, badPdf, { type: 'application/pdf' })).body.fields.file).toMatch(
      /PDF could not be read/,
    );
    const rows = await app.db.selectFrom('media_files').select('name').execute();
    expect(rows.map((r) => r.name)).not.toContain('logo.svg');
  });

  it('refuses a PDF that acts by itself on opening, naming what it found, compressed or not', async () => {
    /** A one-page PDF changed by `add`, saved with or without compressed object streams. */
    async function activePdf(add: (doc: PDFDocument) => void | Promise<void>, useObjectStreams: boolean) {
      const doc = await PDFDocument.create();
      doc.addPage([300, 400]);
      await add(doc);
      return Buffer.from(await doc.save({ useObjectStreams }));
    }
    const action = (doc: PDFDocument, type: string, extra: Record<string, unknown> = {}) =>
      doc.context.obj({ Type: 'Action', S: type, ...extra });
    const cases: [string, (doc: PDFDocument) => void | Promise<void>, RegExp][] = [
      ['script', (doc) => doc.addJavaScript('hello', 'app.alert("hi")'), /contains JavaScript/],
      [
        'open action',
        (doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, 'JavaScript', { JS: PDFString.of('1') })),
        /JavaScript and an action run on opening \(OpenAction\)|an action run on opening \(OpenAction\) and JavaScript/,
      ],
      [
        'launch',
        (doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, 'Launch', { F: PDFString.of('calc.exe') })),
        /a Launch action/,
      ],
      [
        'attachment',
        (doc) => doc.attach(Buffer.from('secret'), 'notes.txt', { mimeType: 'text/plain' }),
        /embedded files/,
      ],
      [
        'page action',
        (doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: action(doc, 'GoTo') })),
        /automatic actions \(AA\)/,
      ],
      [
        'XFA form',
        (doc) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') })),
        /an XFA form/,
      ],
      [
        'rich media',
        (doc) =>
          doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.obj({ Subtype: 'RichMedia' })])),
        /rich media/,
      ],
    ];
    for (const [label, add, message] of cases) {
      for (const useObjectStreams of [true, false]) {
        const res = await upload(callers.editor, await activePdf(add, useObjectStreams), {
          type: 'application/pdf',
          name: `${label}.pdf`,
        });
        expect(res.status, label).toBe(400);
        expect(res.body.fields.file, label).toMatch(message);
        expect(res.body.fields.file, label).toMatch(/could run or open on a member's device/);
      }
    }
    const rows = await app.db.selectFrom('media_files').select('name').execute();
    expect(rows.map((r) => r.name)).not.toContain('script.pdf');
    // A plain PDF still goes in.
    expect((await upload(callers.editor, await pdf(1), { type: 'application/pdf', name: 'plain.pdf' })).status).toBe(
      201,
    );
  });

  it('needs alt text for an image and a file at all; refuses a non-multipart body (415)', async () => {
    const noAlt = await upload(callers.editor, await png());
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fields.alt).toBe('Describe the image for members who cannot see it');
    // Upload keeps the rules the edit form keeps (the contract's schemas).
    const longAlt = await upload(callers.editor, await png(), { alt: 'a'.repeat(301) });
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.fields.alt).toBe('Keep the alt text under 300 characters');
    const controlAlt = await upload(callers.editor, await png(), { alt: 'chart\u0007' });
    expect(controlAlt.status).toBe(400);
    const noFile = await upload(callers.editor, null, { alt: 'x' });
    expect(noFile.body.fields.file).toBe('Choose a file to upload.');
    const json = await app.inject({ method: 'POST', url: '/api/admin/media', headers: callers.editor, payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('keeps a size limit per kind with a clear 413', async () => {
    const big = await pdf(1, randomBytes(12_000).toString('hex')); // over the test's 10 KB PDF limit, under the 2 MB of videos
    const res = await upload(callers.editor, big, { type: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^PDFs can be at most 10 KB; this file is \d+ KB\.$/);
    const huge = Buffer.concat([mp4(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const cut = await upload(callers.editor, huge, { type: 'video/mp4' });
    expect(cut.status).toBe(413);
    expect(cut.body.message).toMatch(
      /larger than the library takes: images up to 1.0 MB, PDFs up to 10 KB, videos up to 2.0 MB/,
    );
  });
});

describe('the list', () => {
  it('searches names and alt text, filters by kind, sorts and pages, and tells the limits', async () => {
    await upload(callers.editor, await png(), { alt: 'Spirometry chart', name: 'zeta-spirometry.png' });
    await upload(callers.editor, await png(), { alt: 'Ward photo', name: 'alpha-ward.png' });
    const found = await call('GET', '?q=spirometry', callers.reviewer);
    expect(found.body.data.map((f: { name: string }) => f.name)).toEqual(['zeta-spirometry.png']);
    const byAlt = await call('GET', '?q=ward%20photo', callers.reviewer);
    expect(byAlt.body.data).toHaveLength(1);
    const pdfs = await call('GET', '?kind=pdf', callers.reviewer);
    expect(pdfs.body.data.every((f: { kind: string }) => f.kind === 'pdf')).toBe(true);
    const byName = await call('GET', '?sort=name&order=asc&limit=2', callers.reviewer);
    expect(byName.body.data[0].name).toBe('alpha-ward.png');
    expect(byName.body.meta.pagination).toMatchObject({ page: 1, limit: 2, next: 2 });
    expect(byName.body.limits).toEqual({
      image: 1024 * 1024,
      pdf: Math.round(0.01 * 1024 * 1024),
      video: 2 * 1024 * 1024,
    });
    const past = await call('GET', '?page=999', callers.reviewer);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBeGreaterThan(2);
  });

  it('changes the name and alt text, never emptying an image’s alt text, with an audit record', async () => {
    const { body: file } = await upload(callers.editor, await png(), { alt: 'Old alt' });
    const changed = await call('PATCH', `/${file.id}`, callers.editor, { name: 'Renamed', alt: 'New alt' });
    expect(changed.body).toMatchObject({ name: 'Renamed', alt: 'New alt' });
    const emptied = await call('PATCH', `/${file.id}`, callers.editor, { alt: '' });
    expect(emptied.status).toBe(400);
    const [audit] = await auditRows('media.update', file.id);
    expect(audit!.details).toEqual({
      name: { from: 'scan.jpg', to: 'Renamed' },
      alt: { from: 'Old alt', to: 'New alt' },
    });
  });
});

describe('where used, and deleting', () => {
  it('lists the content items that use a file; deleting it is refused (409) until no version does', async () => {
    const staff = { editor: callers.editor, reviewer: callers.reviewer };
    const api = consoleApi(app);
    const { body: image } = await upload(callers.editor, await png(), { alt: 'Chest X-ray', name: 'xray.png' });
    const { body: doc } = await upload(callers.editor, await pdf(1), { type: 'application/pdf', name: 'leaflet.pdf' });

    // A published item with the image as its feature image, a draft with it in the body.
    const live = await contentIn(
      app,
      staff,
      'published',
      'news',
      clinicalNews({ title: 'Live item', featureImage: image.path }),
    );
    const draft = await contentIn(
      app,
      staff,
      'draft',
      'news',
      clinicalNews({ title: 'Draft item', html: `<p>See</p><img src="${image.url}" alt="Chest X-ray">` }),
    );

    const detail = await call('GET', `/${image.id}`, callers.reviewer);
    expect(detail.body.usageCount).toBe(2);
    expect(detail.body.uses).toEqual([
      { type: 'content', id: live, title: 'Live item', kind: 'news', live: true, versions: [1] },
      { type: 'content', id: draft, title: 'Draft item', kind: 'news', live: false, versions: [1] },
    ]);
    const listed = await call('GET', '?q=xray', callers.reviewer);
    expect(listed.body.data[0].usageCount).toBe(2);

    const refused = await call('DELETE', `/${image.id}`, callers.editor);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe('conflict');
    expect(refused.body.message).toBe(
      'This file is used by 2 items: “Live item”, “Draft item”. Remove it from them first.',
    );
    expect(refused.body.uses.map((u: { id: number }) => u.id)).toEqual([live, draft]);
    expect(fs.existsSync(stored(image.path))).toBe(true);
    expect(await auditRows('media.delete', image.id)).toEqual([]);

    // A newer version without it still leaves the older one using it: history can be restored.
    await api.save(callers.editor, draft, clinicalNews({ title: 'Draft item' }));
    const after = await call('GET', `/${image.id}`, callers.reviewer);
    expect(after.body.uses[1]).toMatchObject({ id: draft, versions: [1] });

    // The unused PDF goes, files and all, with an audit record.
    const gone = await call('DELETE', `/${doc.id}`, callers.editor);
    expect(gone.status).toBe(204);
    expect(fs.existsSync(stored(doc.path))).toBe(false);
    expect((await call('GET', `/${doc.id}`, callers.editor)).status).toBe(404);
    const [audit] = await auditRows('media.delete', doc.id);
    expect(audit).toMatchObject({ target_type: 'media', details: { name: 'leaflet.pdf', kind: 'pdf' } });
  });

  it('counts education modules that reference a file', async () => {
    const { body: doc } = await upload(callers.editor, await pdf(1), { type: 'application/pdf', name: 'module.pdf' });
    // A module as the system writes one: its row, its workflow row and its published version 1.
    await insertModules(app.db, [
      { title: 'Module using the PDF', dateLaunched: '2024-01-01', topic: 'Media test topic', pdfLinks: [doc.path] },
    ]);
    const detail = await call('GET', `/${doc.id}`, callers.editor);
    expect(detail.body.uses).toEqual([
      expect.objectContaining({ type: 'content', kind: 'module', title: 'Module using the PDF', versions: [1] }),
    ]);
    // Members see the module's PDF now: the file lives in the module's row, not the workflow row.
    expect(detail.body.uses[0].live).toBe(true);
    expect(detail.body.usageCount).toBe(1);
    expect((await call('DELETE', `/${doc.id}`, callers.editor)).status).toBe(409);
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await call('GET', '/999999', callers.editor)).status).toBe(404);
    expect((await call('DELETE', '/999999', callers.editor)).status).toBe(404);
  });
});
