import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = join(repoRoot, 'api', 'dist', 'server.js');

/** The seeded owner of every e2e server. */
export const OWNER = { email: 'owner@e2e.test', password: 'e2e-Owner-Passw0rd!', name: 'خاوەنی تاقیکردنەوە' };
export const API_KEY = 'e2e-api-key';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the built product (api + frontends) on a free loopback port with its own data directory. */
export async function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`pnpm build\` first.`);
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_KEY,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_NAME: OWNER.name,
      LOGIN_RATE_LIMIT_MAX: '1000',
      // the whole suite is one client (127.0.0.1), far past a visitor's rate of counted views and ad beacons
      COUNT_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh temporary data directory, optionally a copy of an already-seeded template. */
export function freshDataDir(template?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ckb-e2e-'));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
