import { defineConfig, mergeConfig } from 'vitest/config';
import { webTestConfig } from '../tooling/vitest.ts';

// Form tests type into many fields (user-event, jsdom): give them room on a busy machine.
export default mergeConfig(webTestConfig('backoffice'), defineConfig({ test: { testTimeout: 20_000 } }));
