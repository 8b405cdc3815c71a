/**
 * pnpm bench:signed-in: signed-in reads against anonymous ones, at many connections. The api runs from its
 * sources (tsx, production mode) in its own process on a fresh SQLite with the demo content; autocannon asks
 * `GET /api/users?limit=-1` (and a film list) anonymously, as the owner and as a translator.
 * Figures: req/s, p50, p99, the slowest answer, timeouts (autocannon's, at 10 s) and answers other than 2xx.
 *
 * Environment: BENCH_CONNECTIONS (default 200), BENCH_DURATION seconds per run (default 10), BENCH_WARMUP
 * seconds (default 3), BENCH_PATHS (default "/api/users?limit=-1,/api/movies?limit=12"). Port 3190.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoot } from '../src/paths.ts';
import { fmt, ms, run, table, type Figures } from './lib/load.ts';

const env = process.env;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const PATHS = (env.BENCH_PATHS ?? '/api/users?limit=-1,/api/movies?limit=12').split(',');
const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@bench.example', password: 'bench-owner-password' };
const DEMO_PASSWORD = 'bench-demo-password';

const log = (line = '') => process.stdout.write(`${line}\n`);

/** One run at CONNECTIONS connections (lib/load.ts, shared with bench:api and bench:drawn). */
const load = (url: string, duration: number, headers: Record<string, string>): Promise<Figures> =>
  run(url, duration, { connections: CONNECTIONS, headers });

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-bench-signed-in-'));
  const child = spawn(join(apiRoot, 'node_modules', '.bin', 'tsx'), ['--conditions=ckb-source', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      DEMO_PASSWORD,
      SERVER_RENDER: 'false',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  try {
    const until = Date.now() + 180_000;
    while (!out.includes('Sign in at')) {
      if (child.exitCode !== null || Date.now() > until) throw new Error(`the api did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const callers: [string, Record<string, string>][] = [
      ['anonymous', { 'x-api-key': API_KEY }],
      ['owner', { 'x-api-key': API_KEY, authorization: `Bearer ${await login(OWNER.email, OWNER.password)}` }],
      [
        'translator',
        {
          'x-api-key': API_KEY,
          authorization: `Bearer ${await login('translator@example.com', DEMO_PASSWORD)}`,
        },
      ],
    ];
    log(`${CONNECTIONS} connections, ${DURATION} s a run (after ${WARMUP} s of warm-up), SQLite, demo content`);
    const rows: string[][] = [];
    for (const path of PATHS) {
      for (const [who, headers] of callers) {
        await load(`${BASE}${path}`, WARMUP, headers);
        const f = await load(`${BASE}${path}`, DURATION, headers);
        rows.push([path, who, fmt(f.rps), ms(f.p50), ms(f.p99), ms(f.max), String(f.timeouts), String(f.non2xx)]);
        log(`  ${path} ${who}: ${fmt(f.rps)} req/s, p99 ${ms(f.p99)} ms`);
      }
    }
    const [one, five] = loadavg();
    log();
    table(['path', 'caller', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'timeouts', 'not 2xx'], rows);
    log(`\nload average (1, 5 min): ${one!.toFixed(2)}, ${five!.toFixed(2)}`);
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
