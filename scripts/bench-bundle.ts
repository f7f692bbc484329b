import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunksOf, loadPrerenderModule, readManifest } from '../apps/server/src/plugins/web-build.js';

/**
 * The JavaScript a first visit to the landing page downloads, measured gzipped: the entry the
 * server links in its pre-rendered HTML (the build's prerender.tsx names it), the landing page's
 * own chunk, and every chunk those import statically, walked as the server walks them. Chunks
 * loaded later on demand (the app, the cookie settings dialog) are not counted.
 */
export async function initialJsBytes(distDir: string): Promise<{ gzip: number; files: number }> {
  const landing = (await loadPrerenderModule(distDir)).PRERENDERED_PAGES['/']!;
  const files = chunksOf(readManifest(distDir), [landing.entry, ...landing.modules]).map((c) => c.file);
  let gzip = 0;
  for (const f of files) gzip += zlib.gzipSync(fs.readFileSync(path.join(distDir, f))).length;
  return { gzip, files: files.length };
}
