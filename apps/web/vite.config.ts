import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { APP_CHUNK, chunking, SITE_CHUNK } from './chunking';
import { compileHints } from './compile-hints';
import { compiledCatalogues } from './catalogue-compiler';

const EMPTY = '\0aatd-browser-only';
const fromRoot = (file: string) => new URL(file, import.meta.url).pathname;

/**
 * React Router's package names only its development build (dev warnings on: "No routes matched",
 * console errors from its default boundary, route-shape checks on every route it creates) for every
 * import condition; its production build sits beside it, identical but for that switch. Builds
 * take that one; the dev server keeps the warnings.
 */
/**
 * The catalogues arrive parsed (catalogue-compiler.ts), so the browser's build takes FormatJS's
 * parser-less stand-in; the dev server keeps the parser.
 */
const messageParserStandIn = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/package.json')),
  'lib/no-parser.js',
);

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Modules that define custom elements at import time: nothing to render on the server. */
function browserOnly(ids: string[]): Plugin {
  return {
    name: 'aatd-browser-only',
    enforce: 'pre',
    resolveId: (id) => (ids.includes(id) ? EMPTY : null),
    load: (id) => (id === EMPTY ? 'export {};' : null),
  };
}

/**
 * After the browser build, builds src/prerender.tsx for Node into dist/.vite/ssr/ (dot folders are
 * not served): the server renders the public pages with it. The manifest in
 * dist/.vite/ tells it which chunks and CSS each page needs.
 */
function prerenderBundle(): Plugin {
  let isSsr = false;
  let outDir = '';
  return {
    name: 'aatd-prerender-bundle',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (isSsr) return;
      await build({
        configFile: new URL('./vite.config.ts', import.meta.url).pathname,
        logLevel: 'error',
        publicDir: false,
        build: {
          ssr: 'src/prerender.tsx',
          outDir: path.join(outDir, '.vite', 'ssr'),
          emptyOutDir: true,
          manifest: false,
          rollupOptions: { output: { entryFileNames: 'prerender.js' } },
        },
        // Bundle the libraries too: the server's own node_modules need not hold React.
        ssr: { noExternal: true },
        plugins: [browserOnly(['altcha'])],
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: new URL('.', import.meta.url).pathname,
  plugins: [
    react(),
    compiledCatalogues(),
    chunking({
      siteEntry: fromRoot('src/public-main.tsx'),
      appEntry: fromRoot('src/main.tsx'),
      publicPages: fromRoot('src/app/routes/public.tsx'),
    }),
    compileHints([SITE_CHUNK, APP_CHUNK]),
    precompress(),
    prerenderBundle(),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: new URL('./src/', import.meta.url).pathname },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: messageParserStandIn }]
        : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    // The whole app (index.html) and the pre-rendered public pages' own small entry.
    rollupOptions: { input: [fromRoot('index.html'), fromRoot('src/public-main.tsx')] },
  },
}));
