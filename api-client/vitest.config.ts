import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

export default defineConfig(webTestConfig('api-client', { extraDirs: ['admin', 'guard', 'follow'] }));
