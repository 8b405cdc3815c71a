import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

/**
 * Component tests (`*.test.tsx`) in jsdom. The stories run in a real browser: vitest.stories.config.ts.
 * Each file in its own registry: the carousel's tests check what happens before swiper's first download,
 * which a registry shared with an earlier carousel test has already done.
 */
export default defineConfig(
  webTestConfig('design-system', { extraDirs: ['admin', 'reader', 'details'], isolate: true }),
);
