import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../tooling/vite.ts';

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Every story rendered in a real Chromium (Vitest browser mode): decorators, `play` functions and
 * the axe check of @storybook/addon-a11y (`a11y.test: 'error'` in preview.tsx) must all pass.
 * One headless browser, files one after another: the machine is small and shared.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // @ckb/contract (the player's embed parser) from its sources, as every frontend reads it
  resolve: sourceConditions.resolve,
  test: {
    name: 'stories',
    fileParallelism: false,
    // Its own turn in the root run (after the jsdom projects and the api): one browser, one file at a time.
    sequence: { groupOrder: 2 },
    browser: {
      enabled: true,
      headless: true,
      api: { host: '127.0.0.1', port: 6009 },
      provider: playwright({
        launchOptions: {
          ...(chromium ? { executablePath: chromium } : {}),
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
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
