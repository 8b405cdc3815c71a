import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

export default defineConfig(webTestConfig('reader', { extraDirs: ['sw'] }));
