import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { apiRoot } from '../../src/paths.ts';

export interface BuiltApi {
  stop: () => Promise<void>;
}

/**
 * Starts the built api (`api/dist/server.js`, production mode) with `env` over this process's own, and
 * resolves once it says "Sign in at". A first start on a large dataset may run new migrations over it
 * (the search index of 100,000 works takes minutes), hence the long default wait.
 */
export async function startBuiltApi(env: Record<string, string>, startTimeoutMs = 600_000): Promise<BuiltApi> {
  const child: ChildProcess = spawn(process.execPath, [join(apiRoot, 'dist', 'server.js')], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const until = Date.now() + startTimeoutMs;
  while (!out.includes('Sign in at')) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the api did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
