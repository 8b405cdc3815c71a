import { defineConfig } from 'vitest/config';

/** Every package's tests in one run (`pnpm test:unit`); each package also runs alone with `pnpm vitest run`. */
export default defineConfig({
  test: {
    projects: [
      'shell',
      'public-site',
      'reader',
      'backoffice',
      'api-client',
      'contract',
      'design-system',
      'design-system/vitest.stories.config.ts',
      'api',
      'tooling',
    ],
  },
});
