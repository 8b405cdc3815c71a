/**
 * pnpm bench:api: the built server on SQLite under autocannon, each request measured
 * against a bare node:http server answering the same bytes (the ceiling), at 1,000 works and at
 * 100,000 works with 1,000,000 daily view rows. Figures: req/s, p50, p99, ratio to the ceiling, errors;
 * then p50 at the large scale against the small one. A second pass runs with the in-process response
 * cache off (RESPONSE_CACHE_TTL_MS=0), to show what the database queries cost at each scale.
 *
 * Environment: BENCH_SCALES (default "1000,100000"), BENCH_DURATION seconds per run (default 3), BENCH_ROUNDS
 * paired api/ceiling rounds per request (default 5; medians are reported),
 * BENCH_CONNECTIONS (default 10), BENCH_WARMUP seconds (default 2), BENCH_DIR (default /tmp/ckb-bench), BENCH_SKIP_BUILD=1,
 * BENCH_UNCACHED=0 to skip the second pass. Ports 3180 (api) and 3181 (ceiling).
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../src/paths.ts';
import { startCeiling } from './lib/ceiling.ts';
import { ensureDataset, type Dataset } from './lib/dataset.ts';
import { startBuiltApi, type BuiltApi } from './lib/server.ts';
import { fmt, lpad, median, medianOf, ms, pad, run as load, table, type Figures } from './lib/load.ts';

const env = process.env;
const SCALES = (env.BENCH_SCALES ?? '1000,100000').split(',').map((s) => Number(s.trim()));
const DURATION = Number(env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const DIR = env.BENCH_DIR ?? '/tmp/ckb-bench';
const UNCACHED = env.BENCH_UNCACHED !== '0';
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const API_PORT = 3180;
const CEILING_PORT = 3181;
const API_KEY = 'ckb-public-key';
const OWNER = { email: 'owner@bench.example', password: 'bench-owner-password' };
const HEADERS = { 'x-api-key': API_KEY };
/** Headers the ceiling copies from the api's answer (node:http adds date, connection, keep-alive itself). */
const COPIED = ['content-type', 'etag', 'cache-control', 'vary'];

const log = (line = '') => process.stdout.write(`${line}\n`);
const run = (url: string, duration: number) => load(url, duration, { connections: CONNECTIONS, headers: HEADERS });

async function measure(url: string): Promise<Figures> {
  await run(url, WARMUP); // JIT, caches and connections warm
  return run(url, DURATION);
}

interface Row {
  scale: number;
  name: string;
  path: string;
  bytes: number;
  api: Figures;
  ceiling: Figures | null;
  /** Median over the rounds of api req/s / ceiling req/s. */
  ratio: number;
  rounds: { api: Figures; ceiling: Figures }[];
  uncached: Figures | null;
}

/** One plain GET without accept-encoding: the identity bytes and headers a benchmark client gets. */
function fetchRaw(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of COPIED) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function startApi(dataset: Dataset, cacheTtlMs: number | null): Promise<BuiltApi> {
  return startBuiltApi({
    PORT: String(API_PORT),
    DATABASE_URL: dataset.file,
    DATA_DIR: join(DIR, 'data'),
    WEB_ROOT: join(DIR, 'web'),
    SEED_DEMO: 'false',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
    // one client (this bench) asks for far more than a visitor would: measure the answers, not 429s
    COUNT_RATE_LIMIT_MAX: '0',
    ...(cacheTtlMs === null ? {} : { RESPONSE_CACHE_TTL_MS: String(cacheTtlMs) }),
  });
}

async function main(): Promise<void> {
  mkdirSync(join(DIR, 'web'), { recursive: true });
  log(
    `pnpm bench:api  (autocannon ${CONNECTIONS} connections, ${ROUNDS} paired api/ceiling rounds of ${DURATION} s after a ${WARMUP} s warm-up, medians; 127.0.0.1)`,
  );
  log(`node ${process.version}, SQLite; data in ${DIR}`);
  if (env.BENCH_SKIP_BUILD !== '1') {
    log('\nBuilding the api (pnpm build) ...');
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: apiRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }

  const rows: Row[] = [];
  for (const scale of SCALES) {
    log(`\n=== ${fmt(scale)} works, ${fmt(scale * 10)} daily view rows ===`);
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
    log(
      `  rows: ${Object.entries(dataset.counts)
        .map(([k, v]) => `${k} ${fmt(v)}`)
        .join(', ')}`,
    );
    const requests = [
      {
        name: 'movies list',
        path: `/api/movies?page=1&limit=14&active_show=true&select=${encodeURIComponent('en ku poster movie_id')}`,
      },
      { name: 'series by number', path: `/api/series/${dataset.seriesNumber}/number` },
      { name: 'trend today', path: '/api/trend/today' },
      { name: 'slide', path: '/api/slide' },
    ];

    const api = await startApi(dataset, null);
    const scaleRows: Row[] = [];
    try {
      for (const req of requests) {
        const url = `http://127.0.0.1:${API_PORT}${req.path}`;
        const sample = await fetchRaw(url);
        if (sample.status !== 200) throw new Error(`${req.path} answered ${sample.status}: ${sample.body.toString()}`);
        const ceiling = await startCeiling(CEILING_PORT, join(DIR, 'ceiling.json'), sample.body, sample.headers);
        const ceilingUrl = `${ceiling.url}${req.path}`;
        // paired rounds, api then ceiling, so a burst of load elsewhere on the machine hits both alike
        const rounds: { api: Figures; ceiling: Figures }[] = [];
        try {
          await run(url, WARMUP);
          await run(ceilingUrl, WARMUP);
          for (let r = 0; r < ROUNDS; r++)
            rounds.push({ api: await run(url, DURATION), ceiling: await run(ceilingUrl, DURATION) });
        } finally {
          await ceiling.stop();
        }
        const apiFigures = median(rounds.map((x) => x.api));
        const ceilingFigures = median(rounds.map((x) => x.ceiling));
        const row: Row = {
          scale,
          ...req,
          bytes: sample.body.length,
          api: apiFigures,
          ceiling: ceilingFigures,
          ratio: medianOf(rounds.map((x) => x.api.rps / x.ceiling.rps)),
          rounds,
          uncached: null,
        };
        scaleRows.push(row);
        log(
          `  ${pad(req.name, 17)} api ${lpad(fmt(apiFigures.rps), 7)} req/s   ceiling ${lpad(fmt(ceilingFigures.rps), 7)} req/s   ratio ${fmt(row.ratio * 100)}%  (rounds: ${rounds.map((x) => `${fmt((x.api.rps / x.ceiling.rps) * 100)}%`).join(' ')})`,
        );
      }
    } finally {
      await api.stop();
    }

    if (UNCACHED) {
      const bare = await startApi(dataset, 0);
      try {
        for (const row of scaleRows) {
          row.uncached = await measure(`http://127.0.0.1:${API_PORT}${row.path}`);
          log(
            `  ${pad(row.name, 17)} no in-process cache: ${lpad(fmt(row.uncached.rps), 7)} req/s, p50 ${ms(row.uncached.p50)} ms`,
          );
        }
      } finally {
        await bare.stop();
      }
    }
    rows.push(...scaleRows);
  }

  log(
    '\nResults (req/s = mean requests per second; p50 / p99 latency in ms; errors = socket errors + timeouts + non-2xx)\n',
  );
  table(
    ['works', 'request', 'bytes', 'api req/s', 'p50', 'p99', 'ceiling req/s', 'p50', 'p99', 'ratio', 'errors'],
    rows.map((r) => [
      fmt(r.scale),
      r.name,
      fmt(r.bytes),
      fmt(r.api.rps),
      ms(r.api.p50),
      ms(r.api.p99),
      fmt(r.ceiling!.rps),
      ms(r.ceiling!.p50),
      ms(r.ceiling!.p99),
      `${fmt(r.ratio * 100)}%`,
      String(r.api.errors + r.ceiling!.errors),
    ]),
  );

  if (SCALES.length > 1) {
    const [small, large] = [Math.min(...SCALES), Math.max(...SCALES)];
    log(`\np50 at ${fmt(large)} works against ${fmt(small)} works (target: at most 1.3x)`);
    log('("ceiling x" is the same ratio for the bare server answering the same bytes: the machine\'s own drift)\n');
    const names = [...new Set(rows.map((r) => r.name))];
    table(
      [
        'request',
        `p50 @${fmt(small)}`,
        `p50 @${fmt(large)}`,
        'x',
        'ceiling x',
        'x / ceiling x',
        'no-cache p50 @small',
        'no-cache p50 @large',
        'x',
      ],
      names.map((name) => {
        const a = rows.find((r) => r.name === name && r.scale === small)!;
        const b = rows.find((r) => r.name === name && r.scale === large)!;
        const ratio = (x: number, y: number) => (x > 0 ? `${fmt(y / x, 2)}x` : y > 0 ? 'n/a (0 ms)' : '1.00x');
        return [
          name,
          `${ms(a.api.p50)} ms`,
          `${ms(b.api.p50)} ms`,
          ratio(a.api.p50, b.api.p50),
          ratio(a.ceiling!.p50, b.ceiling!.p50),
          // how much of the change is the api's, with the machine's drift (seen on the ceiling) taken out
          `${fmt(b.api.p50 / a.api.p50 / (b.ceiling!.p50 / a.ceiling!.p50), 2)}x`,
          a.uncached ? `${ms(a.uncached.p50)} ms` : '-',
          b.uncached ? `${ms(b.uncached.p50)} ms` : '-',
          a.uncached && b.uncached ? ratio(a.uncached.p50, b.uncached.p50) : '-',
        ];
      }),
    );
  }
  if (UNCACHED) {
    log('\nWith the in-process cache off (every request reads SQLite; HTTP caching headers still sent)\n');
    table(
      ['works', 'request', 'req/s', 'p50', 'p99', 'errors'],
      rows.map((r) => [
        fmt(r.scale),
        r.name,
        fmt(r.uncached!.rps),
        ms(r.uncached!.p50),
        ms(r.uncached!.p99),
        String(r.uncached!.errors),
      ]),
    );
  }
  const file = join(DIR, 'api-results.json');
  writeFileSync(file, JSON.stringify({ connections: CONNECTIONS, duration: DURATION, rows }, null, 2));
  log(`\nRaw figures: ${file}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:api failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
