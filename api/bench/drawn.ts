/**
 * pnpm bench:drawn: first visits to the pages the server draws, each beside a bare node:http
 * server sending the same gzipped bytes (the ceiling) in the same run, at 1,000 and 100,000 works; then the
 * first drawing of `/` after a write (the page cache and the api's response cache both emptied by it).
 *
 * It needs the built frontends (`pnpm build` at the repository root; run here unless BENCH_SKIP_BUILD=1).
 * Environment: BENCH_SCALES (default "1000,100000"), BENCH_DURATION seconds per run (3), BENCH_ROUNDS paired
 * rounds (5, medians), BENCH_CONNECTIONS (10), BENCH_WARMUP seconds (2), BENCH_WRITES (9) writes timed,
 * BENCH_DIR (/tmp/ckb-bench, shared with bench:api's datasets). Ports 3182 (api) and 3183 (ceiling).
 * Targets: each page >= 50 % of its ceiling, p50 <= 5 ms at 10 connections; first draw after a write <= 60 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../src/paths.ts';
import { startCeiling } from './lib/ceiling.ts';
import { ensureDataset, type Dataset } from './lib/dataset.ts';
import { startBuiltApi, type BuiltApi } from './lib/server.ts';
import { fmt, lpad, median, medianOf, ms, pad, run, table, type Figures } from './lib/load.ts';

const env = process.env;
const SCALES = (env.BENCH_SCALES ?? '1000,100000').split(',').map((s) => Number(s.trim()));
const DURATION = Number(env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const WRITES = Number(env.BENCH_WRITES ?? 9);
const DIR = env.BENCH_DIR ?? '/tmp/ckb-bench';
const API_PORT = 3182;
const CEILING_PORT = 3183;
const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@bench.example', password: 'bench-owner-password' };
/** What a browser's first visit sends that matters here. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };
const COPIED = ['content-type', 'content-encoding', 'cache-control', 'vary'];
const api = `http://127.0.0.1:${API_PORT}`;

const log = (line = '') => process.stdout.write(`${line}\n`);

interface Row {
  scale: number;
  name: string;
  path: string;
  bytes: number;
  api: Figures;
  ceiling: Figures;
  ratio: number;
}

function fetchRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const copied: Record<string, string> = {};
        for (const name of COPIED) {
          const value = res.headers[name];
          if (typeof value === 'string') copied[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: copied });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function callApi(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json.data ?? {};
}

async function startApi(dataset: Dataset, dataDir: string): Promise<BuiltApi> {
  return startBuiltApi({
    PORT: String(API_PORT),
    DATABASE_URL: dataset.file,
    DATA_DIR: dataDir,
    WEB_ROOT: repoRoot,
    SEED_DEMO: 'false',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
    LOGIN_RATE_LIMIT_MAX: '1000',
    // one client (this bench) loads far more pages than a visitor would: every load does the same work
    COUNT_RATE_LIMIT_MAX: '0',
  });
}

/** Number of the first visible work of a kind, from the api itself. */
async function firstNumber(kind: 'manga' | 'series' | 'movies', field: string): Promise<number> {
  const data = await callApi('GET', `/api/${kind}?page=1&limit=1&active_show=true&select=${field}`);
  const first = (data.pagination_info as { results: Array<Record<string, number>> }).results[0];
  if (!first?.[field]) throw new Error(`no visible ${kind} in the dataset`);
  return first[field];
}

/**
 * The first drawing of `/` after a write: a write through the api (a film's title, back and forth), then one
 * timed visit. Both caches (this page's and the api answers it is drawn from) were emptied by the write.
 */
async function drawAfterWrite(): Promise<number[]> {
  const login = await callApi('POST', '/api/login', OWNER);
  const token = login.token as string;
  const data = await callApi('GET', '/api/movies?page=1&limit=1&active_show=true&select=_id%20en', undefined, token);
  const film = (data.pagination_info as { results: Array<{ _id: string; en: string }> }).results[0]!;
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    await callApi('PATCH', `/api/movies/${film._id}`, { en: i % 2 ? film.en : `${film.en} ·` }, token);
    await new Promise((r) => setTimeout(r, 200)); // the write's own work (view flush, compression) settles
    const t0 = performance.now();
    const res = await fetchRaw(`${api}/`, PAGE_HEADERS);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`/ answered ${res.status}`);
  }
  return times;
}

async function main(): Promise<void> {
  log(
    `pnpm bench:drawn  (autocannon ${CONNECTIONS} connections, ${ROUNDS} paired page/ceiling rounds of ${DURATION} s after a ${WARMUP} s warm-up, medians; 127.0.0.1; gzip)`,
  );
  if (env.BENCH_SKIP_BUILD !== '1') {
    log('\nBuilding the product (pnpm build) ...');
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  for (const file of ['shell/dist/index.html', 'public-site/dist-ssr/ssr.js', 'api/dist/server.js']) {
    if (!existsSync(join(repoRoot, file))) throw new Error(`${file} is missing: run pnpm build first`);
  }
  mkdirSync(DIR, { recursive: true });

  const rows: Row[] = [];
  const writes: { scale: number; times: number[] }[] = [];
  for (const scale of SCALES) {
    log(`\n=== ${fmt(scale)} works ===`);
    const dataset = await ensureDataset(
      {
        file: join(DIR, `api-${scale}.sqlite`),
        works: scale,
        viewRows: scale * 10,
        ownerEmail: OWNER.email,
        ownerPassword: OWNER.password,
      },
      log,
    );
    const dataDir = mkdtempSync(join(DIR, 'drawn-data-'));
    const server = await startApi(dataset, dataDir);
    try {
      const pages = [
        { name: 'home', path: '/' },
        { name: 'movies list', path: '/movies' },
        { name: 'series detail', path: `/series/${await firstNumber('series', 'series_id')}` },
        { name: 'manga detail', path: `/manga/${await firstNumber('manga', 'manga_id')}` },
      ];
      for (const page of pages) {
        const url = `${api}${page.path}`;
        const sample = await fetchRaw(url, PAGE_HEADERS);
        if (sample.status !== 200) throw new Error(`${page.path} answered ${sample.status}`);
        if (!sample.body.length) throw new Error(`${page.path} answered nothing`);
        const ceiling = await startCeiling(CEILING_PORT, join(DIR, 'ceiling-drawn.json'), sample.body, sample.headers);
        const ceilingUrl = `${ceiling.url}${page.path}`;
        const opts = { connections: CONNECTIONS, headers: PAGE_HEADERS };
        const rounds: { api: Figures; ceiling: Figures }[] = [];
        try {
          await run(url, WARMUP, opts);
          await run(ceilingUrl, WARMUP, opts);
          for (let r = 0; r < ROUNDS; r++)
            rounds.push({ api: await run(url, DURATION, opts), ceiling: await run(ceilingUrl, DURATION, opts) });
        } finally {
          await ceiling.stop();
        }
        const row: Row = {
          scale,
          ...page,
          bytes: sample.body.length,
          api: median(rounds.map((x) => x.api)),
          ceiling: median(rounds.map((x) => x.ceiling)),
          ratio: medianOf(rounds.map((x) => x.api.rps / x.ceiling.rps)),
        };
        rows.push(row);
        log(
          `  ${pad(page.name, 14)} ${lpad(fmt(row.api.rps), 6)} req/s (p50 ${ms(row.api.p50)} ms)   ceiling ${lpad(fmt(row.ceiling.rps), 6)} req/s   ratio ${fmt(row.ratio * 100)}%`,
        );
      }
      const times = await drawAfterWrite();
      writes.push({ scale, times });
      log(`  first draw of / after a write: median ${ms(medianOf(times))} ms, max ${ms(Math.max(...times))} ms`);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  log('\nResults (gzipped HTML; req/s = mean requests per second; p50 / p99 in ms; errors include non-2xx)\n');
  table(
    ['works', 'page', 'gz bytes', 'page req/s', 'p50', 'p99', 'ceiling req/s', 'p50', 'ratio', 'errors'],
    rows.map((r) => [
      fmt(r.scale),
      `${r.name} ${r.path}`,
      fmt(r.bytes),
      fmt(r.api.rps),
      ms(r.api.p50),
      ms(r.api.p99),
      fmt(r.ceiling.rps),
      ms(r.ceiling.p50),
      `${fmt(r.ratio * 100)}%`,
      String(r.api.errors + r.ceiling.errors),
    ]),
  );
  log('\nFirst drawing of / after a write (ms; target <= 60)\n');
  table(
    ['works', 'median', 'min', 'max', 'each'],
    writes.map((w) => [
      fmt(w.scale),
      ms(medianOf(w.times)),
      ms(Math.min(...w.times)),
      ms(Math.max(...w.times)),
      w.times.map((t) => t.toFixed(0)).join(' '),
    ]),
  );
  const file = join(DIR, 'drawn-results.json');
  writeFileSync(file, JSON.stringify({ connections: CONNECTIONS, duration: DURATION, rows, writes }, null, 2));
  log(`\nRaw figures: ${file}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:drawn failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
