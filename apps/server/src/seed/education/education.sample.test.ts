import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { EDUCATION_SLUGS } from '@aatd/contract';
import { PUBLICATIONS } from '../sample-references.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { loadSampleEducation } from './education.sample.js';
import { loadSampleMembers } from '../sample/sample-users.js';
import { LocalFileStorage } from '../../core/storage/local-storage.js';

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'aatd-edu-sample-'));
  await loadSampleMembers(handle.db);
  await loadSampleEducation(handle.db, new LocalFileStorage(dataDir));
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('education sample content', () => {
  it('has at least 8 modules over several topics, all marked sample', async () => {
    const modules = await handle.db
      .selectFrom('education_modules')
      .select(['title', 'topic', 'is_sample', 'pdf_links'])
      .execute();
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect(new Set(modules.map((m) => m.topic)).size).toBeGreaterThanOrEqual(3);
    expect(modules.every((m) => m.is_sample && !/sample/i.test(m.title))).toBe(true);
  });

  it('publishes every module through the workflow: approved by the sample reviewer, with audit records', async () => {
    const anchors = await handle.db
      .selectFrom('education_modules as m')
      .innerJoin('posts as p', 'p.id', 'm.post_id')
      .select(['p.id', 'p.status', 'p.approval_code'])
      .execute();
    expect(anchors.length).toBeGreaterThanOrEqual(8);
    expect(anchors.every((a) => a.status === 'published' && a.approval_code?.startsWith('SMPL-MOD-'))).toBe(true);
    const steps = await handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target_type', '=', 'post')
      .where('target_id', '=', String(anchors[0]!.id))
      .orderBy('id')
      .execute();
    expect(steps.map((s) => s.action)).toEqual(
      expect.arrayContaining(['content.create', 'content.submit', 'content.approve', 'content.publish']),
    );
  });

  it('writes structured module PDFs (cover, objectives, sections, a figure, key points, references) marked sample', async () => {
    const modules = await handle.db
      .selectFrom('education_modules')
      .select(['title', 'pdf_links', 'figures', 'references'])
      .execute();
    const withPdf = modules.filter((m) => m.pdf_links.length > 0);
    expect(withPdf.length).toBeGreaterThanOrEqual(5);
    for (const m of withPdf) {
      const doc = await PDFDocument.load(await fs.readFile(path.join(dataDir, 'uploads', m.pdf_links[0]!)));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(doc.getTitle()).toBe(m.title);
      expect(doc.getSubject()).toMatch(/sample content/);
      expect(m.references.length).toBeGreaterThan(0);
    }
    // Figures are charts drawn from data, stored as images.
    const figures = modules.flatMap((m) => m.figures);
    expect(figures.length).toBeGreaterThanOrEqual(4);
    for (const f of figures) {
      await expect(fs.stat(path.join(dataDir, 'uploads', f.imageUrl!))).resolves.toBeTruthy();
      expect(f.caption).not.toMatch(/placeholder/i);
    }
  });

  it('cites only the publications the sample content may cite', async () => {
    const allowed = new Set<string>(Object.values(PUBLICATIONS).map((p) => p.citation));
    const modules = await handle.db.selectFrom('education_modules').select('references').execute();
    for (const r of modules.flatMap((m) => m.references)) expect(allowed.has(r.citation), r.citation).toBe(true);
  });

  it('has at least 3 posts for every category slug, 4 conferences and 2 AR items', async () => {
    // Module anchors (decision 0050) are workflow rows, not posts members see.
    const posts = await handle.db
      .selectFrom('posts')
      .select(['kind', 'tags', 'is_sample', 'feature_image', 'status', 'approval_code'])
      .where('kind', '<>', 'module')
      .execute();
    for (const slug of EDUCATION_SLUGS) {
      expect(posts.filter((p) => p.tags.includes(slug)).length, slug).toBeGreaterThanOrEqual(3);
    }
    expect(posts.filter((p) => p.kind === 'conference').length).toBeGreaterThanOrEqual(4);
    expect(posts.filter((p) => p.kind === 'ar').length).toBeGreaterThanOrEqual(2);
    expect(posts.every((p) => p.is_sample)).toBe(true);
    expect(posts.every((p) => p.status === 'published' && p.approval_code?.startsWith('SMPL-ED-'))).toBe(true);
    await expect(fs.stat(path.join(dataDir, 'uploads', posts[0]!.feature_image!))).resolves.toBeTruthy();
  });

  it('ships a real on-site sample clip (an MP4) that posts and modules reference by its stored path', async () => {
    const posts = await handle.db.selectFrom('posts').select('embed_video_link').execute();
    const modules = await handle.db.selectFrom('education_modules').select('video_links').execute();
    const onSite = [...posts.map((p) => p.embed_video_link), ...modules.flatMap((m) => m.video_links)].filter(
      (l) => l && !/^https?:/.test(l),
    );
    expect(onSite.length).toBeGreaterThanOrEqual(2);
    for (const rel of new Set(onSite)) {
      const bytes = await fs.readFile(path.join(dataDir, 'uploads', rel!));
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp'); // an ISO media (MP4) file
    }
  });
});
