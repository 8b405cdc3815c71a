import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';
import { sourceConditions } from './vite.ts';

const setup = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/**
 * Component and unit tests of a frontend package: jsdom, React, jest-dom matchers. No federation.
 *
 * The files of a worker share one jsdom and one module registry (`isolate: false`): a fresh jsdom and a fresh
 * import of React, RTK and the design system for every file took longer than the tests (the back-office's: 85 s
 * instead of 24). The setup file hands each file a clean page, unstubbed globals and freshly evaluated
 * workspace modules. A package whose tests need what a shared registry cannot give (a library loaded for the
 * first time) passes `isolate: true`.
 */
export function webTestConfig(name: string, { extraDirs = [] as string[], isolate = false } = {}): ViteUserConfig {
  return {
    ...sourceConditions,
    plugins: [react()],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [setup],
      include: ['src', ...extraDirs].map((dir) => `${dir}/**/*.test.{ts,tsx}`),
      restoreMocks: true,
      isolate,
    },
  };
}
