import path from 'node:path';
import type { GetModuleInfo } from 'rollup';
import type { Plugin } from 'vite';

/** Shared chunks below this (bytes of code, before compression) are merged into others. */
const MIN_CHUNK_BYTES = 10_000;

/** The two chunks every page of the app runs at start (see `chunking` below). */
export const SITE_CHUNK = 'site';
export const APP_CHUNK = 'app';

/** Staff console code: an area per folder (decision 0050's console lives at /admin). */
const CONSOLE_AREA = /\/src\/(?:features\/((?:console|admin)-[^/]+|moderation-queue)|components\/(media-library))\//;

/**
 * Libraries only a click loads (the WebAuthn helper of passkey ceremonies): a chunk of their own,
 * so the minimum chunk size never merges them into one that login or a member page loads at start.
 */
const ON_CLICK_LIBRARY = /\/node_modules\/@simplewebauthn\/browser\//;
export const WEBAUTHN_CHUNK = 'webauthn';

/** What `root` imports statically, itself excluded. */
function importsOf(root: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const todo = [...(getModuleInfo(root)?.importedIds ?? [])];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(root);
  return seen;
}

/** The pages `pageList` loads on demand, and what each imports. */
function pagesAndImports(pageList: string, getModuleInfo: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  for (const page of getModuleInfo(pageList)?.dynamicallyImportedIds ?? []) {
    found.add(page);
    for (const id of importsOf(page, getModuleInfo)) found.add(id);
  }
  return found;
}

/**
 * How the browser build is cut into files. Rollup's default gives every set of pages that
 * share a module a chunk of its own: the article page loaded 25 files, most under 1 KB, and on a
 * phone each file is a request of its own before the first paint. Here:
 * - `site`: what the public pages' entry imports (React and the page frame);
 * - `app`: what the app's entry imports beyond that (router, query cache, layouts, route table),
 *   but for what the pages the public entry takes over (`publicPages`, login among them) import
 *   too: those modules go to shared chunks, so login's form does not load the app's router;
 * - every page and every part loaded on demand keeps a chunk of its own, and so does each console
 *   area, so neither is ever merged into what other pages load (no console code reaches members);
 *   a module that only one other imports goes with that one (`chunkOf`);
 * - the modules pages share go to chunks of at least MIN_CHUNK_BYTES (Rollup's
 *   experimentalMinChunkSize), which may load some code a page does not use, in fewer files.
 * Chunks are named for what they hold: `site`, `app`, a page's module, a console area, `shared`.
 */
export function chunking({
  siteEntry,
  appEntry,
  publicPages,
}: {
  siteEntry: string;
  appEntry: string;
  publicPages: string;
}): Plugin {
  let site: Set<string> | undefined;
  let app: Set<string> | undefined;
  const named = new Set<string>();
  const name = (chunk: string) => (named.add(chunk), chunk);
  const chunks = new Map<string, string | undefined>();
  /**
   * The named chunk a module goes to, if any. A module that only one other module imports (a page's
   * stylesheet, its own parts) goes where that one goes, so it is not merged with other pages' code
   * into a shared chunk (the landing page's stylesheet used to come with the news list's).
   */
  const chunkOf = (id: string, getModuleInfo: GetModuleInfo): string | undefined => {
    if (chunks.has(id)) return chunks.get(id);
    chunks.set(id, undefined); // an import cycle ends here
    const info = getModuleInfo(id);
    const area = CONSOLE_AREA.exec(id);
    let chunk: string | undefined;
    if (site!.has(id)) chunk = name(SITE_CHUNK);
    else if (app!.has(id)) chunk = name(APP_CHUNK);
    else if (ON_CLICK_LIBRARY.test(id)) chunk = name(WEBAUTHN_CHUNK);
    else if (id.includes('/node_modules/')) chunk = undefined;
    else if (area) chunk = name(`console-${area[1] ?? area[2]}`);
    else if (info?.dynamicImporters.length) {
      const file = path.relative(path.dirname(appEntry), id).replace(/\.\w+$/, '');
      // A contract module loaded on demand (login's schema) is named for its package: contract-identity.
      const short = file.replace(/^(features|components)\//, '').replace(/^(\.\.\/)+packages\/([\w-]+)\/src\//, '$2-');
      chunk = name(short.replace(/[^\w-]+/g, '-'));
    } else if (info?.importers.length === 1) chunk = chunkOf(info.importers[0]!, getModuleInfo);
    chunks.set(id, chunk);
    return chunk;
  };
  return {
    name: 'aatd-chunking',
    apply: 'build',
    config(config) {
      // The server-side bundle (vite.config.ts) is one file for Node: nothing to cut.
      if (config.build?.ssr) return;
      return {
        build: {
          rollupOptions: {
            output: {
              experimentalMinChunkSize: MIN_CHUNK_BYTES,
              // A named chunk holds the modules named for it, not everything they import.
              onlyExplicitManualChunks: true,
              manualChunks(id, { getModuleInfo }) {
                site ??= importsOf(siteEntry, getModuleInfo);
                if (!app) {
                  const visitors = pagesAndImports(publicPages, getModuleInfo);
                  app = new Set(
                    [...importsOf(appEntry, getModuleInfo)].filter((m) => !site!.has(m) && !visitors.has(m)),
                  );
                }
                return chunkOf(id, getModuleInfo);
              },
              // A library loaded on demand keeps its own name; shared modules have no single one.
              chunkFileNames: (chunk) =>
                `assets/${named.has(chunk.name) || chunk.facadeModuleId ? chunk.name : 'shared'}-[hash].js`,
              // A chunk's stylesheet is named after the chunk too (Rollup's name for a shared chunk is
              // one of its modules', which could be anything: a console module's, say).
              assetFileNames: ({ names }) => {
                const css = names[0]?.endsWith('.css') ? names[0].slice(0, -4) : undefined;
                return css === undefined || named.has(css)
                  ? 'assets/[name]-[hash][extname]'
                  : 'assets/shared-[hash][extname]';
              },
            },
          },
        },
      };
    },
  };
}
