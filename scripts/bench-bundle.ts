import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };
type PrerenderModule = { PRERENDERED_PAGES: Record<string, { entry: string; modules: readonly string[] }> };

/**
 * The JavaScript a first visit to the landing page downloads, measured gzipped: the entry the
 * server links in its pre-rendered HTML (the build's prerender.tsx names it), the landing page's
 * own chunk, and every chunk those import statically. Chunks loaded later on demand (the app,
 * the cookie settings dialog) are not counted.
 */
export async function initialJsBytes(distDir: string): Promise<{ gzip: number; files: number }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const ssr = pathToFileURL(path.join(distDir, '.vite', 'ssr', 'prerender.js')).href;
  const landing = ((await import(ssr)) as PrerenderModule).PRERENDERED_PAGES['/']!;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [landing.entry, ...landing.modules].forEach(visit);
  let gzip = 0;
  for (const f of files) gzip += zlib.gzipSync(fs.readFileSync(path.join(distDir, f))).length;
  return { gzip, files: files.size };
}
