// `npm run build:server`: the server as plain JavaScript, so production runs `node` without a
// TypeScript transpiler. apps/server/dist/ mirrors apps/server/src/ (relative paths such as the
// migrations folder, the web build and bundled data files keep working), with the files that are
// not TypeScript copied beside the compiled ones. The shared contract is compiled into
// dist/node_modules/@aatd/contract/: Node resolves a package from the nearest node_modules first,
// so the compiled server loads the compiled contract while development, tests and the web build
// keep reading packages/contract/src.
//
//   node scripts/build-server.mjs [--if-needed] [--out <dir>]
//
// --if-needed skips the build when nothing it reads is newer than the last build (`npm start`).
// --out builds elsewhere (the build test builds into its own folder beside dist/).
// Types are checked by `npm run typecheck`, not here: emitting only takes a few seconds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outArg = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
if (args.includes('--out') && !outArg) throw new Error('--out needs a folder');
const out = path.resolve(root, outArg ?? 'apps/server/dist');
const STAMP = '.build-stamp';

const serverSrc = path.join(root, 'apps/server/src');
const contractSrc = path.join(root, 'packages/contract/src');
/** What the build reads: a change to any of these (or a file removed from a folder) means a rebuild. */
const inputs = [
  serverSrc,
  contractSrc,
  path.join(root, 'apps/server/tsconfig.json'),
  path.join(root, 'apps/server/tsconfig.build.json'),
  path.join(root, 'packages/contract/tsconfig.json'),
  path.join(root, 'packages/contract/tsconfig.build.json'),
  path.join(root, 'tsconfig.base.json'),
  fileURLToPath(import.meta.url),
];

const newest = (p) => {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(p, { withFileTypes: true })
    .reduce((max, e) => Math.max(max, newest(path.join(p, e.name))), stat.mtimeMs);
};

const upToDate = () => {
  const stamp = path.join(out, STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(out, 'server.js'))) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.every((p) => newest(p) <= built);
};

if (args.includes('--if-needed') && upToDate()) process.exit(0);

const started = performance.now();
console.error(`Building the server into ${path.relative(root, out) || '.'}…`);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// A sibling folder, swapped in at the end: a running server never sees a half-written build.
const staging = `${out}.building-${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
try {
  const compile = (project, outDir) =>
    execFileSync(process.execPath, [tsc, '-p', path.join(root, project), '--outDir', outDir], {
      cwd: root,
      stdio: 'inherit',
    });
  compile('apps/server/tsconfig.build.json', staging);
  const contractOut = path.join(staging, 'node_modules/@aatd/contract');
  compile('packages/contract/tsconfig.build.json', contractOut);
  fs.writeFileSync(
    path.join(contractOut, 'package.json'),
    JSON.stringify(
      {
        name: '@aatd/contract',
        private: true,
        type: 'module',
        description: 'Compiled by scripts/build-server.mjs from packages/contract/src for the compiled server.',
        exports: { '.': './index.js', './*': './*.js' },
      },
      null,
      2,
    ) + '\n',
  );

  // Data files, bundled assets, anything that is not TypeScript: copied to the same relative place.
  const copyAssets = (from, to) => {
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, e.name);
      if (e.isDirectory()) {
        if (source !== path.join(serverSrc, 'test')) copyAssets(source, path.join(to, e.name));
      } else if (!e.name.endsWith('.ts')) {
        fs.mkdirSync(to, { recursive: true });
        fs.copyFileSync(source, path.join(to, e.name));
      }
    }
  };
  copyAssets(serverSrc, staging);

  fs.writeFileSync(path.join(staging, STAMP), `${new Date().toISOString()}\n`);
  const old = `${out}.old-${process.pid}`;
  if (fs.existsSync(out)) fs.renameSync(out, old);
  fs.renameSync(staging, out);
  fs.rmSync(old, { recursive: true, force: true });
} catch (err) {
  fs.rmSync(staging, { recursive: true, force: true });
  console.error(`The server build failed${err instanceof Error && err.status ? ` (tsc exit ${err.status})` : ''}.`);
  process.exit(1);
}
console.error(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
