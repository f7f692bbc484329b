// `npm start` and the browser tests build the web app only when its sources (or the installed
// dependencies, through package-lock.json) are newer than the last build: CI's second `npm test`
// reuses the first one's build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dist = 'apps/web/dist/index.html';
/** The newest change under `dir`: a folder's own time counts too, since removing a file changes only that. */
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }, fs.statSync(dir).mtimeMs);

const sourcesChanged = () => {
  if (!fs.existsSync(dist)) return true;
  const built = fs.statSync(dist).mtimeMs;
  return (
    ['apps/web/src', 'apps/web/public', 'packages/contract/src'].some((d) => newest(d) > built) ||
    // index.html and the build's own settings (vite.config.ts, chunking.ts, precompress.ts, and the
    // TypeScript options esbuild reads)
    ['index.html', 'vite.config.ts', 'chunking.ts', 'precompress.ts', 'tsconfig.json', 'package.json'].some(
      (f) => fs.statSync(path.join('apps/web', f)).mtimeMs > built,
    ) ||
    fs.statSync('package-lock.json').mtimeMs > built
  );
};

if (sourcesChanged()) {
  console.log('Building the web app…');
  execSync('npx vite build apps/web --logLevel warn', { stdio: 'inherit' });
}
