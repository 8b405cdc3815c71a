// Runs the pinned pnpm: the one on PATH if it is the right version, else `npx pnpm@<pinned>`,
// so a machine with only Node and npm can run every root script.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');

function onPath() {
  try {
    return (
      execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === pinned
    );
  } catch {
    return false;
  }
}

const direct = onPath();

/** Environment for installs and builds on machines without internet access to binary hosts. */
export function buildEnv(extra = {}) {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
  // better-sqlite3 compiles from source when no prebuilt binary can be downloaded; it needs Node's headers.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

/** Runs `pnpm <args>`; resolves on exit code 0, rejects otherwise. */
export function pnpm(args, { env = buildEnv(), cwd = root } = {}) {
  const [cmd, argv] = direct ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${pinned}`, ...args]];
  return run(cmd, argv, { env, cwd });
}

export function run(cmd, args, { env = process.env, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, cwd });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
