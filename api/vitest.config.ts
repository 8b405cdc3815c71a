import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * api tests: node, real databases. Every database test runs on SQLite and on PostgreSQL
 * (test/helpers/app.ts); global-setup.ts finds PostgreSQL or explains why it is not used.
 */
export default defineConfig({
  // Workspace packages from their TypeScript sources (see contract/README.md). Not Vite's `module`
  // condition: it picks bundler-only builds (the AWS SDK's dist-es has extensionless imports Node cannot load),
  // while the api runs on Node's own resolution in production.
  ssr: {
    resolve: { conditions: ['ckb-source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The machine is shared: two files at a time is plenty.
    maxWorkers: 2,
    // Files share a worker's module registry: each builds its own app and database (test/helpers/app.ts), and
    // importing Fastify, Kysely, sharp and the AWS SDK again for every file cost minutes of a CI run.
    isolate: false,
    // In the root run (every project at once) projects with their own worker limits need their own turn.
    sequence: { groupOrder: 1 },
  },
});
