import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

/** Component tests (`*.test.tsx`) in jsdom. The stories run in a real browser: vitest.stories.config.ts. */
export default defineConfig(webTestConfig('design-system', { extraDirs: ['admin', 'reader', 'details'] }));
