import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { RollupOutput } from 'rollup';
import { compileHints } from './compile-hints';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * An app cut as the real build cuts it: the router's code in `app`, loading a page on demand whose
 * stylesheet Vite preloads, so that Vite puts the page's dependency map at the head of `app`.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
const files = {
  'router.js':
    'export const route = (p) => p.split("/").filter(Boolean);\nexport const page = () => import("./page.js");\n',
  'page.js': 'import "./page.css";\nexport default function page() { return "page"; }\n',
  'page.css': 'main { color: #333; }\n',
  'main.js':
    'import { route, page } from "./router.js";\nconsole.log(route(location.pathname));\npage().then((m) => m.default());\n',
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function buildFixture(hinted: readonly string[]) {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints(hinted)],
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: path.join(root, 'main.js'),
        output: { manualChunks: (id) => (id.endsWith('router.js') ? 'app' : undefined) },
      },
    },
  })) as RollupOutput;
  const chunks = output.output.filter((f) => f.type === 'chunk');
  return (name: string) => chunks.find((c) => c.name === name)!;
}

describe('compile hints', () => {
  it("opens the named chunks with V8's hint, ahead of all code and after minification", async () => {
    const chunk = await buildFixture(['app']);
    expect(chunk('app').code.startsWith(HINT)).toBe(true);
    expect(chunk('app').code).toContain('filter(Boolean)');
    expect(chunk('app').code).toContain('__vite__mapDeps');
    for (const other of ['main', 'page']) expect(chunk(other).code).not.toContain('allFunctionsCalledOnLoad');
  });

  it("changes the hinted chunk's file name, so a browser never keeps the file without it", async () => {
    const plain = await buildFixture([]);
    const hinted = await buildFixture(['app']);
    expect(plain('app').code).not.toContain('allFunctionsCalledOnLoad');
    expect(hinted('app').fileName).not.toBe(plain('app').fileName);
    expect(hinted('page').fileName).toBe(plain('page').fileName);
  });
});
