import { fileURLToPath } from 'node:url';

/**
 * Locations resolved from this file, not from the working directory, so `node dist/server.js`
 * and `tsx src/server.ts` find the same folders wherever they are started.
 * This file sits one level below the package in both `src/` and `dist/`.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const staticDir = fileURLToPath(new URL('../static', import.meta.url));
export const seedDataDir = fileURLToPath(new URL('../seed-data', import.meta.url));
