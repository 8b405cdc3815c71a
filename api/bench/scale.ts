/**
 * `pnpm test:scale`: several api instances behind a real load balancer, under load and a crash.
 *
 * On loopback, with random ports and names of its own (parallel runs never collide):
 *   - a PostgreSQL database created for the run (dropped at the end), prepared once by `migrate`
 *     (demo catalogue, its pictures into the bucket);
 *   - a private redis-server, an S3-compatible server (scripts/s3-emulator.mjs), three api instances
 *     (node dist/…, MIGRATE_ON_START=false) and HAProxy with deploy/haproxy.cfg itself.
 * For SCALE_DURATION_S (60) it sends public reads (searches too), views, admin edits and chapter uploads through the
 * balancer, SIGKILLs instance 2 at a third of the time and starts it again at two thirds, and probes
 * how fast an edit through one instance shows on the others. Then, under the same load, a rolling restart
 * (lib/rolling.ts): SIGTERM to each instance in turn, started again, back in HAProxy before the next.
 * Then it checks (exit 1 if any fails):
 *   reads: none failed; p50/p99 before, during and after the kill, and during the rolling restart (reported);
 *   rolling restart: every instance exited 0 cutting nothing, and no request through the balancer failed;
 *   writes: every answered success is in the database, every answered error left nothing, and a
 *     write whose answer was lost with the instance is whole or absent, never half-written;
 *   views: the database's counts grew by exactly one per visitor (a loopback address) and film answered;
 *   cache: an edit is visible through every other instance within 1 s (worst case reported);
 *   login limit: the 11th wrong password in the window is refused on every instance;
 *   media: `media:check` finds nothing missing and no orphan.
 * SCALE_HEADROOM=1 then measures public-read throughput through the balancer with 1, 2 and 3
 * instances in service (the others put in maintenance through HAProxy's runtime API).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import autocannon from 'autocannon';
import { apiRoot, repoRoot } from '../src/paths.ts';
import { ensureBuilt } from './lib/built.ts';
import { retried, rollingRestart, serverStatus } from './lib/rolling.ts';

// ---------------------------------------------------------------------------------------------- setup

const DURATION_S = Number(process.env.SCALE_DURATION_S ?? 60);
const HEADROOM = process.env.SCALE_HEADROOM === '1';
const HEADROOM_S = Number(process.env.SCALE_HEADROOM_S ?? 10);
const HEADROOM_CONNECTIONS = Number(process.env.SCALE_HEADROOM_CONNECTIONS ?? 16);
const PG_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const KILL_AT = (DURATION_S * 1000) / 3;
const RESTART_AT = (DURATION_S * 2000) / 3;
const RUN = `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;
const API_KEY = 'scale-api-key';
const OWNER = { email: 'owner@example.com', password: `scale-owner-${RUN}` };
const INSTANCES = 3;
const FILM = {
  ar: 'فيلم',
  about: 'دەربارەی ئەم فیلمە.',
  country: 'ژاپۆن',
  language: 'ژاپۆنی',
  date_publish: '2020-05-01',
  time: 110,
  rating: 8.2,
  director: 'Naoko Yamada',
  type: 'anime',
};
const READERS = Number(process.env.SCALE_READERS ?? 6);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => process.stdout.write(`[scale +${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}\n`);
const t0 = Date.now();
const work = mkdtempSync(join(tmpdir(), `ckb-scale-${RUN}-`));
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

function need(binary: string, apt: string): void {
  if (spawnSync(binary, ['-v']).error) throw new Error(`${binary} is not installed (apt-get install ${apt})`);
}

interface Proc {
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

function start(command: string, args: string[], env: Record<string, string>, name: string): Proc {
  const child = spawn(command, args, {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then((code) => {
    if (process.env.SCALE_VERBOSE) log(`${name} exited (${code})`);
  });
  return { child, out: () => out, exited };
}

async function until(what: string, probe: () => Promise<boolean>, ms: number, proc?: Proc): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${what}: the process exited:\n${proc.out()}`);
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms${proc ? `:\n${proc.out()}` : ''}`);
    await sleep(100);
  }
}

// ------------------------------------------------------------------------------------------- http

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  body: Buffer;
  ms: number;
  /** The connection failed or was cut before an answer: the balancer or the instance went away. */
  lost: boolean;
}

function call(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: opts.method ?? 'GET',
        headers: { 'x-api-key': API_KEY, ...opts.headers },
        agent: opts.localAddress ? undefined : agent,
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
            lost: false,
          }),
        );
        res.on('error', () =>
          resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started, lost: true }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started, lost: true }));
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

const json = (a: Answer) => JSON.parse(a.body.toString()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The balancer's own error answers: the instance went away under the request. */
const lostAnswer = (a: Answer) => a.lost || a.status === 502 || a.status === 503 || a.status === 504;

function multipart(files: Array<{ name: string; data: Buffer }>): { body: Buffer; type: string } {
  const boundary = `----scale${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo_path_array"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------------------------------- metrics

const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
type Phase = 'before' | 'during' | 'after' | 'rolling';
/** From DURATION_S on, the rolling restart (and the second after it). */
const ROLL_AT = DURATION_S * 1000;
const phaseAt = (ms: number): Phase =>
  ms < KILL_AT ? 'before' : ms < RESTART_AT ? 'during' : ms < ROLL_AT ? 'after' : 'rolling';

// ------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  need('haproxy', 'haproxy');
  need('redis-server', 'redis-server');
  ensureBuilt(log);

  // PostgreSQL: a database of this run's own
  const dbName = `ckb_scale_${RUN}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    await admin.end();
  });
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  db.on('error', () => undefined); // dropped with the database at the end

  // Redis: a private server (nothing on disk)
  const redisPort = await freePort();
  const redisProc = start(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    'redis',
  );
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redis = new Redis(redisUrl, { retryStrategy: () => 100 });
  redis.on('error', () => undefined); // until it listens
  await until('redis', async () => redis.status === 'ready', 10_000, redisProc);
  const prefix = `ckb-scale-${RUN}:`;

  // S3-compatible server
  const s3Proc = start(
    process.execPath,
    ['scripts/s3-emulator.mjs', '--dir', join(work, 's3'), '--bucket', 'media'],
    {},
    's3',
  );
  await until('s3 emulator', async () => s3Proc.out().includes('"endpoint"'), 20_000, s3Proc);
  const s3 = JSON.parse(
    s3Proc
      .out()
      .split('\n')
      .find((l) => l.includes('"endpoint"')) as string,
  ) as { endpoint: string };

  const common: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: dbUrl.toString(),
    API_KEY,
    JWT_SECRET: `scale-jwt-secret-${RUN}-0123456789`,
    OWNER_PASSWORD: OWNER.password,
    SEED_DEMO: 'true',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    MEDIA_S3_BUCKET: 'media',
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_S3_REGION: 'us-east-1',
    TRUST_PROXY: '127.0.0.1',
    VIEW_FLUSH_MS: '1000',
    LOG_LEVEL: 'warn',
    SERVER_RENDER: 'false',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };

  // the database, once
  log('pnpm migrate (schema, owner, demo catalogue and its pictures into the bucket)');
  const migrate = start(process.execPath, ['dist/cli/migrate.js'], common, 'migrate');
  if ((await migrate.exited) !== 0) throw new Error(`migrate failed:\n${migrate.out()}`);

  // three instances
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const instances: Array<{ name: string; port: number; proc: Proc; up: boolean; url: string }> = ports.map(
    (port, i) => ({
      name: `a${i + 1}`,
      port,
      proc: null as unknown as Proc,
      up: false,
      url: `http://127.0.0.1:${port}`,
    }),
  );
  const boot = async (i: number) => {
    const inst = instances[i]!;
    inst.proc = start(
      process.execPath,
      ['dist/server.js'],
      {
        ...common,
        PORT: String(inst.port),
        MIGRATE_ON_START: 'false',
        MEDIA_STAGING_DIR: join(work, `staging-${i + 1}`),
      },
      `api ${i + 1}`,
    );
    await until(`api ${i + 1}`, async () => (await call(`${inst.url}/readyz`)).status === 200, 60_000, inst.proc);
    inst.up = true;
  };
  await Promise.all(instances.map((_, i) => boot(i)));
  log(`3 instances up on ${ports.join(', ')}`);

  // the balancer: deploy/haproxy.cfg as it is
  const lbPort = await freePort();
  const socket = join(work, 'haproxy.sock');
  const haproxy = start(
    'haproxy',
    ['-db', '-f', join(repoRoot, 'deploy', 'haproxy.cfg')],
    {
      CKB_LISTEN: `127.0.0.1:${lbPort}`,
      CKB_HAPROXY_SOCKET: socket,
      CKB_API_1: `127.0.0.1:${ports[0]}`,
      CKB_API_2: `127.0.0.1:${ports[1]}`,
      CKB_API_3: `127.0.0.1:${ports[2]}`,
    },
    'haproxy',
  );
  const lb = `http://127.0.0.1:${lbPort}`;
  await until('haproxy', async () => (await call(`${lb}/healthz`)).status === 200, 15_000, haproxy);
  const runtime = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const s = connect(socket);
      let out = '';
      s.on('data', (d) => (out += d.toString()));
      s.on('end', () => resolve(out));
      s.on('error', reject);
      s.end(`${command}\n`);
    });

  await db.connect();
  cleanups.unshift(() => db.end());

  // -------------------------------------------------------------------------------- the fixtures
  const login = await call(`${lb}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (login.status !== 200) throw new Error(`owner login: ${login.status} ${login.body.toString()}`);
  const token = json(login).data.token as string;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const films = (
    await db.query<{ id: string; number: number }>(
      "select id, number from works where kind = 'movie' and active_show order by number limit 8",
    )
  ).rows;
  const viewed = films.slice(0, 4);
  const probe = films[5]!;
  const pageKeys = (await db.query<{ image_key: string }>('select image_key from pages order by id limit 40')).rows.map(
    (r) => r.image_key,
  );
  const viewsBefore = new Map(
    (
      await db.query<{ id: string; view: string }>('select id, view from works where id = any($1)', [
        viewed.map((f) => f.id),
      ])
    ).rows.map((r) => [r.id, Number(r.view)]),
  );
  const manga = json(
    await call(`${lb}/api/manga`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        en: `Scale ${RUN}`,
        ku: `پێوانە ${RUN}`,
        or: 'スケール',
        about: 'x',
        date_publish: '2020-01-01',
        author: 'x',
        language: 'ژاپۆنی',
        name_studio: 'x',
        rating: 7,
        status: 'continue',
        type: 'manga',
      }),
    }),
  ).data.manga as { _id: string };
  const session = json(
    await call(`${lb}/api/manga/${manga._id}/session`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name_session: 1 }),
    }),
  ).data.manga.session[0] as { _id: string };
  const pageImages = await Promise.all(
    [0, 1, 2].map((i) =>
      sharp({ create: { width: 500, height: 750, channels: 3, background: { r: 40 + i * 60, g: 90, b: 160 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );

  const readUrls = [
    '/api/movies?page=1&limit=14',
    '/api/movies?page=2&limit=14',
    '/api/series?page=1&limit=14',
    '/api/manga?page=1&limit=14',
    '/api/slide',
    '/api/trend/popular?page=1&limit=10',
    '/api/trend/today',
    '/api/trend/new',
    '/api/users?page=1&limit=10',
    // searches: the lists' title filter (part of a title, any script)
    '/api/movies?page=1&limit=14&q=a',
    '/api/series?page=1&limit=14&q=no',
    `/api/manga?page=1&limit=14&q=${encodeURIComponent('ی')}`,
    ...films.slice(0, 6).map((f) => `/api/movies/${f.id}`),
    ...pageKeys.slice(0, 20).map((k, i) => `/media/${k}?quality=${i % 2 ? 'low' : 'high'}`),
  ];

  // ---------------------------------------------------------------------------------- the load
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let running = true;
  const reads: Array<{ at: number; ms: number; ok: boolean; url: string; status: number }> = [];
  /** The visitors whose view of each film was answered. */
  const viewsSent = new Map<string, Set<string>>();
  let viewRequests = 0;
  // `at`: when the answer came (ms into the load)
  const writes: Array<{
    op: string;
    ref: string;
    id?: string;
    value?: string;
    status: number;
    lost: boolean;
    at: number;
  }> = [];
  const uploads: Array<{ chapter: string; status: number; lost: boolean; bad: boolean; at: number }> = [];
  const propagation: number[] = [];
  const propagationFailures: string[] = [];

  const reader = async (n: number) => {
    for (let i = n; running; i += READERS) {
      const url = readUrls[i % readUrls.length] as string;
      const a = await call(lb + url);
      reads.push({ at: elapsed(), ms: a.ms, ok: a.status === 200 || a.status === 304, url, status: a.status });
    }
  };
  // Views count once per visitor (client address), film and day: each viewer plays visitors of their own
  // loopback addresses, each asking for every film twice, so the database must count exactly one view per
  // visitor and film that was answered, however the requests were spread, retried or batched.
  const viewer = async (n: number) => {
    for (let i = 0; running; i++) {
      const film = viewed[i % viewed.length]!;
      const v = Math.floor(i / (2 * viewed.length));
      const visitor = `127.${200 + n}.${Math.floor(v / 250) % 250}.${1 + (v % 250)}`;
      const a = await call(`${lb}/api/movies/${film.number}/number`, { localAddress: visitor });
      reads.push({ at: elapsed(), ms: a.ms, ok: a.status === 200, url: 'by-number', status: a.status });
      viewRequests++;
      if (a.status === 200) viewsSent.set(film.id, (viewsSent.get(film.id) ?? new Set()).add(visitor));
    }
  };
  const editor = async (n: number) => {
    for (let i = 0; running; i++) {
      const title = `scale-${RUN}-${n}-${i}`;
      const created = await call(`${lb}/api/movies`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ ...FILM, en: title, ku: title }),
      });
      const id = created.status === 201 ? (json(created).data.movie._id as string) : undefined;
      writes.push({
        op: 'create',
        ref: title,
        ...(id ? { id } : {}),
        status: created.status,
        lost: lostAnswer(created),
        at: elapsed(),
      });
      if (!id) continue;
      const value = `${title}-edited`;
      const edited = await call(`${lb}/api/movies/${id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ ku: value }),
      });
      writes.push({ op: 'patch', ref: id, value, status: edited.status, lost: lostAnswer(edited), at: elapsed() });
      if (i % 3 === 2) {
        const gone = await call(`${lb}/api/movies/${id}`, {
          method: 'DELETE',
          headers: { authorization: auth.authorization },
        });
        writes.push({ op: 'delete', ref: id, status: gone.status, lost: lostAnswer(gone), at: elapsed() });
      }
      await sleep(50);
    }
  };
  const uploader = async () => {
    for (let i = 0; running; i++) {
      const name = `c${i}`;
      const made = await call(`${lb}/api/manga/${manga._id}/session/${session._id}/chapter`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name_chapter: name }),
      });
      writes.push({ op: 'chapter', ref: name, status: made.status, lost: lostAnswer(made), at: elapsed() });
      if (made.status !== 201 && made.status !== 200) continue;
      const chapters = json(made).data.manga.session[0].chapter as Array<{ _id: string; name_chapter: string }>;
      const chapter = chapters.find((c) => c.name_chapter === name)!;
      const bad = i % 4 === 3;
      const files = pageImages.map((data, p) => ({ name: `${p + 1}.jpg`, data }));
      if (bad) files.push({ name: '4.jpg', data: Buffer.from('this is not an image') });
      const { body, type } = multipart(files);
      const up = await call(`${lb}/api/manga/${manga._id}/session/${session._id}/chapter/${chapter._id}/upload`, {
        method: 'POST',
        headers: { authorization: auth.authorization, 'content-type': type },
        body,
      });
      uploads.push({ chapter: chapter._id, status: up.status, lost: lostAnswer(up), bad, at: elapsed() });
    }
  };
  // the propagation bound is measured over the kill and restart (as it always was), not during the rolling restart,
  // whose start-ups load the two cores enough to delay a probe past it on their own
  let probing = true;
  const prober = async () => {
    for (let i = 0; running; i++) {
      const live = instances.filter((x) => x.up);
      if (live.length < 2 || !probing) {
        await sleep(200);
        continue;
      }
      const via = live[i % live.length]!;
      const others = live.filter((x) => x !== via);
      // every other instance holds the current answer in its cache (stale after the edit)
      for (const o of others) await call(`${o.url}/api/movies/${probe.id}`);
      const value = `probe-${RUN}-${i}`;
      const edit = await call(`${via.url}/api/movies/${probe.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ en: value }),
      });
      const done = performance.now();
      if (edit.status !== 200) continue; // the instance went down under it: no measure
      await Promise.all(
        others.map(async (o) => {
          const end = done + 5000;
          for (;;) {
            const a = await call(`${o.url}/api/movies/${probe.id}`);
            if (a.status === 200 && json(a).data.movie.en === value) {
              propagation.push(performance.now() - done);
              return;
            }
            if (!o.up) return; // killed meanwhile
            if (performance.now() > end) {
              propagationFailures.push(`${value} not on ${o.url} after 5 s`);
              return;
            }
            await sleep(10);
          }
        }),
      );
      await sleep(1000);
    }
  };

  log(`load for ${DURATION_S} s through ${lb}: ${READERS} readers, 2 viewers, 2 editors, 1 uploader, 1 cache probe`);
  const loops = [
    ...Array.from({ length: READERS }, (_, n) => reader(n)),
    viewer(0),
    viewer(1),
    editor(0),
    editor(1),
    uploader(),
    prober(),
  ];
  const victim = instances[1]!;
  await sleep(KILL_AT);
  victim.up = false;
  victim.proc.child.kill('SIGKILL');
  log(`SIGKILL api 2 (pid ${victim.proc.child.pid})`);
  await sleep(RESTART_AT - elapsed());
  log('starting api 2 again');
  await boot(1);
  log('api 2 is up again');
  await sleep(Math.max(0, ROLL_AT - elapsed()));
  // all three in service, then one at a time out and back
  for (const inst of instances)
    await until(
      `${inst.name} UP in HAProxy`,
      async () => (await serverStatus(runtime, 'api_read', inst.name)) === 'UP',
      30_000,
    );
  probing = false;
  log('rolling restart: SIGTERM to each instance in turn, under the same load');
  const rollFrom = elapsed();
  const retriedBefore = await retried(runtime);
  const restarts = await rollingRestart({ instances, boot, runtime, log });
  const rollTo = elapsed();
  await sleep(1000);
  const retriedAfter = await retried(runtime);
  running = false;
  await Promise.all(loops);
  log(`load over: ${reads.length} reads, ${writes.length} writes, ${uploads.length} uploads`);

  // ------------------------------------------------------------------------------ the checks
  const checks: Array<{ name: string; ok: boolean; detail: string }> = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  // reads
  const failedReads = reads.filter((r) => !r.ok);
  const byPhase = (p: Phase) => reads.filter((r) => phaseAt(r.at) === p).map((r) => r.ms);
  const phases = (['before', 'during', 'after', 'rolling'] as const).map((p) => {
    const ms = byPhase(p);
    return { phase: p, n: ms.length, p50: pct(ms, 50), p99: pct(ms, 99) };
  });
  check(
    'reads: 0 failed after the balancer’s retries',
    failedReads.length === 0,
    `${reads.length} reads, ${failedReads.length} failed${
      failedReads.length
        ? ` (${failedReads
            .slice(0, 5)
            .map((r) => `${r.status} ${r.url}`)
            .join('; ')})`
        : ''
    }; ` + phases.map((p) => `${p.phase} n=${p.n} p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms`).join(', '),
  );

  // the rolling restart: from the first SIGTERM until a second after the last instance was back
  const inRoll = (at: number) => at >= rollFrom;
  const rollReads = reads.filter((r) => inRoll(r.at));
  const rollWrites = [...writes, ...uploads].filter((w) => inRoll(w.at));
  const rollFailed = [
    ...rollReads.filter((r) => !r.ok).map((r) => `${r.status} ${r.url}`),
    ...rollWrites.filter((w) => w.lost || w.status >= 500).map((w) => `${w.status} ${'op' in w ? w.op : 'upload'}`),
  ];
  const rollViews = rollReads.filter((r) => r.url === 'by-number' && r.ok).length;
  const rollMs = rollReads.map((r) => r.ms);
  const rolling = {
    seconds: (rollTo - rollFrom) / 1000,
    reads: rollReads.length,
    writes: rollWrites.length,
    views: rollViews,
    failed: rollFailed.length,
    haproxyRetries: retriedAfter.retries - retriedBefore.retries,
    haproxyRedispatches: retriedAfter.redispatches - retriedBefore.redispatches,
    p50: pct(rollMs, 50),
    p99: pct(rollMs, 99),
    restarts,
  };
  check(
    'rolling restart: each instance exited 0 after SIGTERM, cutting nothing, and no request failed meanwhile',
    restarts.every((r) => r.code === 0 && !r.cut) && rollFailed.length === 0 && rollReads.length > 0,
    `${rolling.reads + rolling.writes} requests in ${rolling.seconds.toFixed(1)} s (${rolling.reads} reads of which ${rollViews} views, ${rolling.writes} writes), ` +
      `${rollFailed.length} failed${rollFailed.length ? ` (${rollFailed.slice(0, 5).join('; ')})` : ''}, ` +
      `reads p50 ${rolling.p50.toFixed(1)} ms p99 ${rolling.p99.toFixed(1)} ms; ` +
      `HAProxy retried ${rolling.haproxyRetries} (${rolling.haproxyRedispatches} sent to another instance); ` +
      restarts
        .map(
          (r) =>
            `${r.name}: exit ${r.code}${r.cut ? ' (cut requests)' : ''}, stop ${(r.stopMs / 1000).toFixed(1)} s, ready ${(r.bootMs / 1000).toFixed(1)} s, UP ${(r.backMs / 1000).toFixed(1)} s`,
        )
        .join(', '),
  );

  // let every view reach the database: the dead instance's batch is taken over once its lease ends
  const outstanding = async () => {
    let n = 0;
    const base = `${prefix}{views}:`;
    const keys = [
      `${base}pending`,
      ...(await redis.zrange(`${base}batches`, '0', '-1')).map((id) => `${base}batch:${id}`),
    ];
    for (const key of keys) for (const v of Object.values(await redis.hgetall(key))) n += Number(v);
    return n;
  };
  await until('views moved to the database', async () => (await outstanding()) === 0, 30_000).catch(() => undefined);
  const left = await outstanding();

  // writes
  const titles = writes.filter((w) => w.op === 'create').map((w) => w.ref);
  const rows = (
    await db.query<{ id: string; en: string; ku: string }>('select id, en, ku from works where en = any($1)', [titles])
  ).rows;
  const byTitle = new Map<string, { id: string; ku: string }[]>();
  for (const r of rows) byTitle.set(r.en, [...(byTitle.get(r.en) ?? []), r]);
  const deleted = new Set(writes.filter((w) => w.op === 'delete' && w.status === 200).map((w) => w.ref));
  const maybeDeleted = new Set(writes.filter((w) => w.op === 'delete' && w.lost).map((w) => w.ref));
  const problems: string[] = [];
  let lostWrites = 0;
  let lostApplied = 0;
  for (const w of writes.filter((x) => x.op === 'create')) {
    const found = byTitle.get(w.ref) ?? [];
    if (found.length > 1) problems.push(`${w.ref}: ${found.length} rows`);
    if (w.status === 201) {
      if (found.length === 0 && !deleted.has(w.id!) && !maybeDeleted.has(w.id!))
        problems.push(`${w.ref}: answered 201, not in the database`);
    } else if (w.lost) {
      lostWrites++;
      if (found.length) lostApplied++;
    } else if (found.length) problems.push(`${w.ref}: answered ${w.status}, yet in the database`);
  }
  const current = new Map(
    (
      await db.query<{ id: string; ku: string }>('select id, ku from works where id = any($1)', [
        writes.filter((w) => w.op === 'patch' || w.op === 'delete').map((w) => w.ref),
      ])
    ).rows.map((r) => [r.id, r.ku]),
  );
  for (const w of writes.filter((x) => x.op === 'patch' || x.op === 'delete' || x.op === 'chapter')) {
    if (w.lost) lostWrites++;
    else if (w.status >= 400) problems.push(`${w.op} ${w.ref}: refused with ${w.status}`);
    if (
      w.op === 'patch' &&
      w.status === 200 &&
      !deleted.has(w.ref) &&
      !maybeDeleted.has(w.ref) &&
      current.get(w.ref) !== w.value
    )
      problems.push(`patch ${w.ref}: answered 200, the database has ${current.get(w.ref)}`);
    if (w.op === 'delete' && w.status === 200 && current.has(w.ref))
      problems.push(`delete ${w.ref}: answered 200, still there`);
  }
  // chapters and their pages: a whole batch or nothing
  const pageCounts = new Map(
    (
      await db.query<{ chapter_id: string; n: string }>(
        'select chapter_id, count(*) n from pages where chapter_id = any($1) group by chapter_id',
        [uploads.map((u) => u.chapter)],
      )
    ).rows.map((r) => [r.chapter_id, Number(r.n)]),
  );
  let uploadsOk = 0;
  let uploadsRefused = 0;
  for (const u of uploads) {
    const n = pageCounts.get(u.chapter) ?? 0;
    if (u.status === 200) {
      uploadsOk++;
      if (n !== 3) problems.push(`upload ${u.chapter}: answered 200, ${n} pages`);
    } else if (u.lost) {
      lostWrites++;
      if (n !== 0 && n !== 3) problems.push(`upload ${u.chapter}: answer lost, ${n} pages (half a batch)`);
      if (n === 3) lostApplied++;
    } else {
      uploadsRefused++;
      if (n !== 0) problems.push(`upload ${u.chapter}: answered ${u.status}, ${n} pages`);
      if (!u.bad) problems.push(`upload ${u.chapter}: a good batch answered ${u.status}`);
    }
  }
  // the totals every write keeps in step agree with the rows
  const drift = (
    await db.query(
      `select c.kind, c.type, c.active_show, c.n, count(w.id) as actual from work_counts c
       left join works w on w.kind = c.kind and w.type = c.type and w.active_show = c.active_show
       group by c.kind, c.type, c.active_show, c.n having c.n <> count(w.id)`,
    )
  ).rows;
  if (drift.length) problems.push(`work_counts drift: ${JSON.stringify(drift)}`);
  const writeCount = writes.length + uploads.length;
  check(
    'writes: answered success is stored, answered error left nothing, lost answers whole or absent',
    problems.length === 0,
    `${writeCount} writes (${uploadsOk} chapter uploads stored, ${uploadsRefused} refused as bad batches); ` +
      `${lostWrites} answer(s) lost with the killed instance (${lostApplied} of them applied, whole)` +
      (problems.length ? `; problems: ${problems.slice(0, 8).join('; ')}` : ''),
  );

  // views
  const viewsAfter = new Map(
    (
      await db.query<{ id: string; view: string }>('select id, view from works where id = any($1)', [
        viewed.map((f) => f.id),
      ])
    ).rows.map((r) => [r.id, Number(r.view)]),
  );
  const viewLines = viewed.map((f) => {
    const sent = viewsSent.get(f.id)?.size ?? 0;
    const counted = (viewsAfter.get(f.id) ?? 0) - (viewsBefore.get(f.id) ?? 0);
    return { sent, counted };
  });
  const sentTotal = viewLines.reduce((n, v) => n + v.sent, 0);
  check(
    'views: the database counted exactly one view per visitor and film answered',
    viewLines.every((v) => v.sent === v.counted) && left === 0,
    `${viewRequests} requests, ${sentTotal} visitor-film pairs answered, ${viewLines.reduce((n, v) => n + v.counted, 0)} counted (${viewLines.map((v) => `${v.counted}/${v.sent}`).join(', ')})${left ? `; ${left} still in Redis` : ''}`,
  );

  // cache propagation
  const worst = propagation.length ? Math.max(...propagation) : NaN;
  check(
    'cache: an edit through one instance is visible through every other within 1 s',
    propagation.length > 0 && worst <= 1000 && propagationFailures.length === 0,
    `${propagation.length} measures, p50 ${pct(propagation, 50).toFixed(1)} ms, worst ${worst.toFixed(1)} ms` +
      (propagationFailures.length ? `; ${propagationFailures.join('; ')}` : ''),
  );

  // login limit: one client address (a loopback address of its own) behind the balancer
  const client = `127.${1 + (process.pid % 250)}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const wrong = (url: string) =>
    call(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER.email, password: 'not-the-password' }),
      localAddress: client,
    });
  const first = [];
  for (let i = 0; i < 10; i++) first.push((await wrong(lb)).status);
  const eleventh = [
    (await wrong(lb)).status,
    ...(await Promise.all(instances.map((x) => wrong(x.url)))).map((a) => a.status),
  ];
  check(
    'login limit: the 11th wrong password in a minute is refused on every instance',
    first.every((s) => s === 401) && eleventh.every((s) => s === 429),
    `first ten: ${first.join(' ')}; the 11th through the balancer and on each instance directly: ${eleventh.join(' ')}`,
  );

  // media: the bucket and the rows agree
  const checkRun = start(process.execPath, ['dist/cli/media-check.js', '--json'], common, 'media:check');
  const checkCode = await checkRun.exited;
  let mediaDetail = checkRun.out().slice(0, 400);
  try {
    const report = JSON.parse(checkRun.out().slice(checkRun.out().indexOf('{'))) as {
      unreferencedFiles: string[];
      missingFiles: unknown[];
      storedFiles: number;
      referencedKeys: number;
    };
    mediaDetail = `${report.storedFiles} objects, ${report.referencedKeys} images referenced, ${report.missingFiles.length} missing, ${report.unreferencedFiles.length} orphans`;
  } catch {
    // the raw output is the detail
  }
  check('media: media:check finds nothing missing and no orphan', checkCode === 0, mediaDetail);

  // ------------------------------------------------------------------------------- headroom
  const headroom: Array<{ instances: number; rps: number; p50: number; p99: number; errors: number }> = [];
  if (HEADROOM) {
    const paths = readUrls.filter((u) => u.startsWith('/api/'));
    for (const n of [1, 2, 3]) {
      for (let i = 1; i <= INSTANCES; i++)
        await runtime(`set server api_read/a${i} state ${i <= n ? 'ready' : 'maint'}`);
      await sleep(500);
      const result = await autocannon({
        url: lb,
        connections: HEADROOM_CONNECTIONS,
        duration: HEADROOM_S,
        headers: { 'x-api-key': API_KEY, 'accept-encoding': 'br' },
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      headroom.push({
        instances: n,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
      log(
        `headroom ${n} instance(s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
  }

  // ------------------------------------------------------------------------------- report
  process.stdout.write(
    `\n  pnpm test:scale: ${DURATION_S} s, 3 instances, kill at ${(KILL_AT / 1000).toFixed(0)} s, restart at ${(RESTART_AT / 1000).toFixed(0)} s, ` +
      `then a rolling restart (${rolling.seconds.toFixed(1)} s)\n\n`,
  );
  process.stdout.write(`  reads      p50 / p99 (ms)\n`);
  for (const p of phases)
    process.stdout.write(
      `    ${p.phase.padEnd(7)} ${p.p50.toFixed(1).padStart(7)} / ${p.p99.toFixed(1).padStart(7)}   (${p.n} requests)\n`,
    );
  if (headroom.length) {
    process.stdout.write(`\n  headroom (public reads, ${HEADROOM_CONNECTIONS} connections, ${HEADROOM_S} s each)\n`);
    for (const h of headroom)
      process.stdout.write(
        `    ${h.instances} instance(s): ${h.rps.toFixed(0).padStart(6)} req/s   p50 ${h.p50} ms   p99 ${h.p99} ms   errors ${h.errors}\n`,
      );
  }
  process.stdout.write('\n');
  for (const c of checks) process.stdout.write(`  ${c.ok ? '✔' : '✖'} ${c.name}\n      ${c.detail}\n`);
  const failed = checks.filter((c) => !c.ok).length;
  process.stdout.write(`\n${checks.length - failed} passed, ${failed} failed\n`);
  if (process.env.SCALE_JSON) {
    (await import('node:fs')).writeFileSync(
      process.env.SCALE_JSON,
      JSON.stringify({ phases, rolling, checks, headroom, propagation }, null, 2),
    );
  }
  if (failed) {
    for (const [i, inst] of instances.entries())
      process.stdout.write(`\n--- api ${i + 1} output (tail) ---\n${inst.proc.out().slice(-3000)}\n`);
  }
  await redis.quit();
  return failed ? 1 : 0;
}

async function shutdown(): Promise<void> {
  // all at once: each instance's clean stop takes its drain time (STOP_DRAIN_MS), in turn they would add up
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const done = await Promise.race([
        new Promise((r) => child.once('exit', () => r(true))),
        sleep(10_000).then(() => false),
      ]);
      if (!done) child.kill('SIGKILL');
    }),
  );
  for (const cleanup of cleanups) await cleanup();
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(
    `test:scale could not run: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  code = 1;
} finally {
  await shutdown();
}
process.exit(code);
