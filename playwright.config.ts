import { defineConfig, devices } from '@playwright/test';
import { DOCCHECK_FAKE_PORT, DOCCHECK_SITE_PORT, E2E_PORT as PORT } from './e2e/fixtures/ports.js';
import { testCapacity } from './scripts/test-capacity.js';

const { workers, slowdown } = testCapacity();
const scaled = (ms: number) => Math.round(ms * slowdown);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/fixtures/global-setup.ts',
  // Separate folders per port so parallel local runs do not delete each other's traces.
  outputDir: `test-results/${PORT}`,
  // Journeys of several people on a shared machine: room enough, each expect waiting 10 s on an idle
  // machine and longer on a busy one.
  timeout: scaled(90_000),
  expect: { timeout: scaled(10_000) },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Locally a failed test keeps its trace's DOM snapshots; the trace's own screenshots (a
    // screencast of every test) are off: they cost the 2-core machine about a quarter of the
    // suite's time, and the snapshots show each step anyway. CI records no trace at all: recording
    // every test cost another sixth of the suite, and CI keeps only its output (the error and the
    // call log), so nobody could open one. Every failed test keeps a screenshot of its end.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: scaled(180_000),
      // SIGTERM, not Playwright's default SIGKILL: e2e-server.mjs then stops the product and drops its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node --import tsx scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${DOCCHECK_SITE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: scaled(180_000),
      // SIGTERM, not Playwright's default SIGKILL: e2e-server.mjs then stops the product and drops its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(DOCCHECK_SITE_PORT), E2E_DOCCHECK_PORT: String(DOCCHECK_FAKE_PORT) },
    },
  ],
});
