import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';
import { sourceConditions } from './vite.ts';

const setup = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/** Component and unit tests of a frontend package: jsdom, React, jest-dom matchers. No federation. */
export function webTestConfig(name: string, { extraDirs = [] as string[] } = {}): ViteUserConfig {
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
    },
  };
}
