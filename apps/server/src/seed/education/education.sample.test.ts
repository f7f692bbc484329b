import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { EDUCATION_SLUGS } from '@aatd/contract';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { loadSampleEducation } from './education.sample.js';

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'aatd-edu-sample-'));
  await loadSampleEducation(handle.db, dataDir);
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
    expect(modules.every((m) => m.is_sample && m.title.startsWith('Sample'))).toBe(true);
  });

  it('writes real PDFs of 3 to 5 pages that say they are sample content', async () => {
    const modules = await handle.db.selectFrom('education_modules').select('pdf_links').execute();
    const pdfs = modules.flatMap((m) => m.pdf_links);
    expect(pdfs.length).toBeGreaterThanOrEqual(5);
    for (const rel of pdfs) {
      const doc = await PDFDocument.load(await fs.readFile(path.join(dataDir, 'uploads', rel)));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(doc.getPageCount()).toBeLessThanOrEqual(5);
      expect(doc.getTitle()).toMatch(/sample content/);
    }
  });

  it('has at least 3 posts for every category slug, 4 conferences and 2 AR items', async () => {
    // Module anchors (decision 0050) are workflow rows, not posts members see.
    const posts = await handle.db
      .selectFrom('posts')
      .select(['kind', 'tags', 'is_sample', 'feature_image'])
      .where('kind', '<>', 'module')
      .execute();
    for (const slug of EDUCATION_SLUGS) {
      expect(posts.filter((p) => p.tags.includes(slug)).length, slug).toBeGreaterThanOrEqual(3);
    }
    expect(posts.filter((p) => p.kind === 'conference').length).toBeGreaterThanOrEqual(4);
    expect(posts.filter((p) => p.kind === 'ar').length).toBeGreaterThanOrEqual(2);
    expect(posts.every((p) => p.is_sample)).toBe(true);
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
