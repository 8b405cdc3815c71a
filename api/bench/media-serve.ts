/**
 * `pnpm bench:media-serve`: how /media should answer when images live in a bucket, measured.
 *
 * One S3-compatible server (scripts/s3-emulator.mjs) holding 40 chapter pages (1100×1600 grainy scans
 * as the pipeline stores them, `high` and `low`), and two api processes (dist/server.js) on that bucket:
 * MEDIA_S3_SERVE=stream (the api reads the object and sends the bytes) and =redirect (302 to a signed
 * URL of the store). For each: autocannon on /media (answers/s, latency, the api's CPU per answer),
 * and one client loading images one after another as a browser would (following the redirect).
 * Knobs: BENCH_DURATION (8 s), BENCH_CONNECTIONS (8).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { pageKey } from '../src/media/keys.ts';
import { S3MediaStorage } from '../src/media/s3-storage.ts';
import { processImage } from '../src/media/pipeline.ts';
import { apiRoot } from '../src/paths.ts';
import { ensureBuilt } from './lib/built.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const work = mkdtempSync(join(tmpdir(), 'ckb-bench-media-serve-'));
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; out: () => string } {
  const child = spawn(process.execPath, args, { cwd: apiRoot, env: { ...process.env, ...env } });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, out: () => out };
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function main() {
  ensureBuilt((msg) => process.stdout.write(`${msg}\n`));
  const emulator = start(['scripts/s3-emulator.mjs', '--dir', join(work, 's3'), '--bucket', 'media'], {});
  while (!emulator.out().includes('"endpoint"')) await sleep(50);
  const { endpoint } = JSON.parse(emulator.out().trim().split('\n')[0]!) as { endpoint: string };
  const s3 = {
    bucket: 'media',
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: '',
    forcePathStyle: true,
    serve: 'stream' as const,
  };
  const store = new S3MediaStorage(s3, join(work, 'staging'));
  await store.init();

  // 40 pages as the pipeline stores them; grain, like a scanned page: about the size bench:media measures for real pages (≈ 600 KB high)
  const scan = await sharp({
    create: {
      width: 1100,
      height: 1600,
      channels: 3,
      background: '#999',
      noise: { type: 'gaussian', mean: 150, sigma: 18 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const keys: string[] = [];
  let highBytes = 0;
  for (let i = 0; i < 40; i++) {
    const out = { high: join(work, `${i}.high.webp`), low: join(work, `${i}.low.webp`) };
    await processImage(scan, { purpose: 'page', maxPixels: 5e7, out });
    highBytes = readFileSync(out.high).length;
    const key = pageKey('abcdefabcdefabcdefabcdef');
    await store.put(key, 'high', out.high);
    await store.put(key, 'low', out.low);
    keys.push(key);
  }

  const apis: Record<'stream' | 'redirect', { url: string; pid: number }> = {} as never;
  for (const serve of ['stream', 'redirect'] as const) {
    const port = await freePort();
    const run = start(['dist/server.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, `data-${serve}`),
      SEED_DEMO: 'false',
      OWNER_PASSWORD: 'bench-owner-password',
      LOG_LEVEL: 'warn',
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_SERVE: serve,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    while (!run.out().includes('listening')) {
      if (run.child.exitCode !== null) throw new Error(run.out());
      await sleep(100);
    }
    apis[serve] = { url: `http://127.0.0.1:${port}`, pid: run.child.pid! };
  }

  const lines: string[] = [];
  for (const serve of ['stream', 'redirect'] as const) {
    const api = apis[serve];
    const cpu0 = cpuMs(api.pid);
    const result = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: keys.map((k) => ({ method: 'GET', path: `/media/${k}?quality=high` })),
    });
    const cpu = cpuMs(api.pid) - cpu0;
    const answers = result.requests.total;
    // one client loading 80 images in a row, as a page does (following the redirect to the store)
    const times: number[] = [];
    for (let i = 0; i < 80; i++) {
      const t = performance.now();
      const res = await fetch(`${api.url}/media/${keys[i % keys.length]}?quality=high`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${serve}: ${res.status}`);
      times.push(performance.now() - t);
    }
    lines.push(
      `  ${serve.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} answers/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `${(result.throughput.average / 1e6).toFixed(1)} MB/s  api CPU ${(cpu / answers).toFixed(2)} ms/answer  ` +
        `| one client, image after image: p50 ${pct(times, 50).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms`,
    );
  }
  process.stdout.write(
    `\n  /media from a bucket: ${keys.length} pages, high ≈ ${(highBytes / 1024).toFixed(0)} KB, ${CONNECTIONS} connections, ${DURATION} s each\n` +
      `  (redirect: the api's answer is the 302; the bytes then come from the store, not counted above)\n${lines.join('\n')}\n\n`,
  );
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(300);
  rmSync(work, { recursive: true, force: true });
}
