import type { Plugin } from 'vite';

/** V8's per-file compile hint (Chromium 136 and later; other engines read it as a comment). */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks every app page runs at start (`site`, `app`: React, the router, the query cache,
 * the page frame) for eager compilation. Chromium then compiles their functions on the
 * thread that streams the file in, where it otherwise compiled each on the main thread the first
 * time it ran: the app's start on a drawn article was one task of 30-40 ms here (×4 on Lighthouse's
 * phone), 15 ms of it in V8 compiling the router's code. The hint goes on after minification, which
 * would drop it, and counts in the file's hash.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const hinted = (name: string) => chunkNames.includes(name);
  return {
    name: 'aatd-compile-hints',
    apply: 'build',
    augmentChunkHash: (chunk) => (hinted(chunk.name) ? HINT : undefined),
    generateBundle: {
      // After every other plugin's: Vite's puts a chunk's dependency map before its code there.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && hinted(file.name)) file.code = HINT + file.code;
        }
      },
    },
  };
}
