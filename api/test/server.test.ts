import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/paths.ts';

// Starts the real entry (src/server.ts through tsx) as a child process. SQLite only: this is about
// the process (ports, signals, messages), not the database.

async function freePort(): Promise<number> {
  // the api's range on this machine (3100-3199), 3150 upwards to stay clear of manual runs on 3100
  for (let port = 3150; port < 3200; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port in 3150-3199');
}

interface Run {
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exit };
}

async function waitFor(run: Run, text: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!run.out().includes(text)) {
    if (Date.now() > until || run.child.exitCode !== null) throw new Error(`did not print "${text}":\n${run.out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server entry', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-server-'));
  const runs: Run[] = [];
  afterAll(() => {
    for (const r of runs) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints how to sign in, refuses a busy port clearly, and stops cleanly on SIGINT', async () => {
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };

    const first = start(env);
    runs.push(first);
    await waitFor(first, 'Sign in at');
    expect(first.out()).toContain(`http://127.0.0.1:${port}/login`);
    expect(first.out()).toMatch(/password: \S{24}/);

    const res = await fetch(`http://127.0.0.1:${port}/api/movies`, { headers: { 'x-api-key': 'ckb-public-key' } });
    expect(res.status).toBe(200);

    const second = start(env);
    runs.push(second);
    expect(await second.exit).toBe(1);
    expect(second.out()).toContain(`Port ${port} is already in use`);
    expect(second.out()).not.toMatch(/\n\s+at /); // no stack trace

    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.out()).toContain('Stopped.');

    // a restart reuses the database and the secret: no new password is printed
    const third = start(env);
    runs.push(third);
    await waitFor(third, 'Sign in at');
    expect(third.out()).not.toMatch(/password: \S{24}/);
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  }, 90_000);
});
