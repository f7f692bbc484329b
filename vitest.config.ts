import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file builds its own database, so a couple of workers is the sweet spot.
    server: { deps: { external: [/@electric-sql\/pglite/] } },
    maxWorkers: 2,
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
