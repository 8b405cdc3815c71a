import { defineConfig, mergeConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

// Page tests render whole screens (and load swiper); the shared CI machine can be slow.
export default defineConfig(mergeConfig(webTestConfig('public-site'), { test: { testTimeout: 20_000 } }));
