import { defineConfig } from 'vitest/config';
import { testCapacity } from './scripts/test-capacity.js';

const { workers, slowdown } = testCapacity();

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/*.test.ts',
    ],
    environment: 'node',
    // The web's words come from its catalogues: unit tests read the English one (as an English page).
    setupFiles: ['apps/web/src/test/english-catalogue.ts'],
    globalSetup: ['scripts/vitest-global-setup.ts'],
    testTimeout: Math.round(30_000 * slowdown),
    hookTimeout: Math.round(60_000 * slowdown),
    teardownTimeout: Math.round(10_000 * slowdown),
    // Each file builds its own database: a worker a core, at most two, fewer when the machine is busy.
    server: { deps: { external: [/@electric-sql\/pglite/] } },
    maxWorkers: workers,
    minWorkers: 1,
    // Test files share a worker's loaded modules (the server's import graph took half the run to
    // load again for every file); each file still builds its own app and database, and every spy or
    // stubbed global is put back after each test so nothing leaks from one file into the next.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
  resolve: { alias: { '@/': new URL('./apps/web/src/', import.meta.url).pathname } },
});
