import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file builds its own database, so a couple of workers is the sweet spot.
    server: { deps: { external: [/@electric-sql\/pglite/] } },
    maxWorkers: 2,
    minWorkers: 1,
  },
  resolve: { alias: { '@/': new URL('./apps/web/src/', import.meta.url).pathname } },
});
