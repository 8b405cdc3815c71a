// `npm start` / `pnpm start`: install, build, and serve the whole product with the embedded
// database and demo content at http://localhost:${PORT:-8080}. `--no-build` serves the last build.
import { join } from 'node:path';
import { buildEnv, pnpm, root, run } from './pnpm.mjs';

const skipBuild = process.argv.includes('--no-build');

try {
  await pnpm(['install', '--frozen-lockfile']);
  if (!skipBuild) await pnpm(['run', 'build']);
  await run(process.execPath, [join(root, 'api', 'dist', 'server.js')], { env: buildEnv() });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
