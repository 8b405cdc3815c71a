import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot, repoRoot } from '../../src/paths.ts';

/**
 * The built api, what production runs (`node dist/server.js`), for benchmarks that start real
 * processes: @ckb/contract and the api are compiled now when their dist/ is missing or older than src/
 * (`pnpm build` does both, and more).
 */
export function ensureBuilt(log: (msg: string) => void = () => undefined): void {
  for (const [name, root, entry] of [
    ['@ckb/contract', join(repoRoot, 'contract'), 'index.js'],
    ['the api', apiRoot, 'server.js'],
  ] as const) {
    const built = join(root, 'dist', entry);
    if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(join(root, 'src'))) continue;
    log(`building ${name} (dist/ is missing or older than src/)`);
    const tsc = join(apiRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${name} did not build`);
  }
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
