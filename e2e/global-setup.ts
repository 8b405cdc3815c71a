import { freshDataDir, startServer } from './support/server.ts';

/**
 * Seeds one database (and its media) once; every worker then starts its own server on a copy,
 * so tests get a fresh, isolated database without paying for the seed each time.
 */
export default async function globalSetup() {
  const template = freshDataDir();
  const server = await startServer(template);
  await server.stop();
  process.env.CKB_E2E_TEMPLATE = template;
}
