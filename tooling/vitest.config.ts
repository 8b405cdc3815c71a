import { defineConfig } from 'vitest/config';

/** The build's own logic (`pnpm vitest run tooling`): plain functions, no browser. */
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'] },
});
