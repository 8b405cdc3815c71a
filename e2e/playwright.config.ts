import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/chromium.ts';

/**
 * e2e of the composed, built product (`pnpm build` first) against the real api. Each worker runs
 * its own server on a free port with a fresh copy of a seeded database (see fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // generous: the longest journeys need about 30 s on a quiet 2-core machine, and CI machines are shared
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions,
    locale: 'ckb',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
