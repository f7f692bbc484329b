import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript a first visit to the landing page downloads: the entry script and the chunks
 * index.html preloads, plus the landing route's own chunk, measured gzipped.
 */
export function initialJsBytes(distDir: string): { gzip: number; files: number } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const landing = fs.readdirSync(path.join(distDir, 'assets')).find((f) => /^landing-page-.*\.js$/.test(f));
  if (landing) files.add(`assets/${landing}`);
  let gzip = 0;
  for (const f of files) gzip += zlib.gzipSync(fs.readFileSync(path.join(distDir, f))).length;
  return { gzip, files: files.size };
}
