import { Redis } from 'ioredis';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { seed } from '../../src/seed/index.ts';
import type { App } from '../../src/types.ts';
import { API_KEY, forEachDatabase, freshDatabase, OWNER, testConfig } from '../helpers/app.ts';
import { movieBody } from '../helpers/fixtures.ts';
import { freePort } from '../helpers/ports.ts';
import { startServerProcess, untilPrinted, type ServerRun } from '../helpers/process.ts';
import { redisServerAvailable, startRedis, type RedisServer } from '../helpers/redis.ts';

/**
 * REDIS_URL: two api instances on one database and one private Redis server. Writes through one clear
 * the other's cache (also after Redis itself restarted), the login limit counts across both, and views
 * counted on both land in the database exactly once, even when a batch is left by an instance that died.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let value = await probe();
  while (!ok(value) && Date.now() < end) {
    await sleep(20);
    value = await probe();
  }
  return value;
}

forEachDatabase((kind) => {
  describe.skipIf(!redisServerAvailable)('two instances sharing Redis', () => {
    let redis: RedisServer;
    let db: Db;
    let drop: () => Promise<void>;
    let a: App;
    let b: App;
    let token: string;
    const prefix = `ckb-test-${process.pid}-${kind}:`;

    const build = (config: Config) => buildApp(config, { db });
    const get = (app: App, url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { 'x-api-key': API_KEY, ...headers } });
    const totalFilms = async (app: App) =>
      ((await get(app, '/api/movies')).json() as { data: { pagination_info: { totalItems: number } } }).data
        .pagination_info.totalItems;
    const createFilm = async (app: App) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/movies',
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
        payload: movieBody(),
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { data: { movie: { _id: string; movie_id: number } } }).data.movie;
    };

    beforeAll(async () => {
      redis = await startRedis();
      ({ db, drop } = await freshDatabase(kind));
      const config = testConfig({
        cache: { ttlMs: 60_000, maxEntries: 100, httpMaxAge: 5 },
        redis: { url: redis.url, prefix },
        loginRateLimit: { max: 3, windowMs: 60_000 },
        viewFlushMs: 60_000,
      });
      await seed(db, { owner: config.owner, seedDemo: false, demoPassword: config.demoPassword });
      a = await build(config);
      b = await build(config);
      await Promise.all([a.ready(), b.ready()]);
      const login = await a.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-api-key': API_KEY },
        payload: { email: OWNER.email, password: OWNER.password },
      });
      token = (login.json() as { data: { token: string } }).data.token;
      await sleep(200); // both subscribed
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
      await redis?.stop();
    });

    it('a write through one instance clears the other one’s cache within a moment', async () => {
      const before = await totalFilms(b); // b caches it for a minute
      await createFilm(a);
      const started = Date.now();
      const seen = await until(
        () => totalFilms(b),
        (n) => n === before + 1,
        3000,
      );
      expect(seen).toBe(before + 1);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('after Redis itself was down, the other instance resyncs and drops what it cached', async () => {
      const before = await totalFilms(b);
      await redis.kill();
      await createFilm(a); // published nowhere: Redis is gone
      await redis.start();
      const seen = await until(
        () => totalFilms(b),
        (n) => n === before + 1,
        15_000,
      );
      expect(seen).toBe(before + 1); // well before the minute of the cache's TTL
      // and messages flow again
      await until(
        async () => a.redis?.client.status,
        (s) => s === 'ready',
        10_000,
      );
      await createFilm(a);
      expect(
        await until(
          () => totalFilms(b),
          (n) => n === before + 2,
          3000,
        ),
      ).toBe(before + 2);
    });

    it('counts wrong passwords across instances: the 4th of a limit of 3 is refused wherever it lands', async () => {
      const attempt = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-api-key': API_KEY },
          payload: { email: OWNER.email, password: 'wrong-password-1' },
          remoteAddress: '192.0.2.44',
        });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(401);
      const refused = await attempt(b);
      expect(refused.statusCode).toBe(429);
      expect((refused.json() as { message: string }).message).toMatch(/چرکە/);
      expect((await attempt(a)).statusCode).toBe(429);
      const keys = await redis.client().keys(`${prefix}rate-limit:*`);
      expect(keys.length).toBeGreaterThan(0);
    });

    /** A by-number answer to a visitor of its own address. */
    const view = (app: App, url: string, from: string) =>
      app.inject({ method: 'GET', url, headers: { 'x-api-key': API_KEY }, remoteAddress: from });

    it('counts views in Redis on both instances and moves them to the database exactly once', async () => {
      const film = await createFilm(a);
      const url = `/api/movies/${film.movie_id}/number`;
      for (let i = 0; i < 5; i++) expect((await view(a, url, `192.0.2.${i}`)).statusCode).toBe(200);
      for (let i = 5; i < 9; i++) expect((await view(b, url, `192.0.2.${i}`)).statusCode).toBe(200);
      // one visitor on both instances (a request the balancer retried elsewhere, or two visits): one view
      expect((await view(a, url, '192.0.2.99')).statusCode).toBe(200);
      expect((await view(b, url, '192.0.2.99')).statusCode).toBe(200);
      // nothing in the processes' memory: a SIGKILL now would lose nothing
      expect(a.views.size + b.views.size).toBe(0);
      expect(await a.views.redis!.outstanding()).toBe(10);

      await Promise.all([a.views.flush(), b.views.flush()]);
      const row = await db.kysely
        .selectFrom('works')
        .select('view')
        .where('id', '=', film._id)
        .executeTakeFirstOrThrow();
      expect(Number(row.view)).toBe(10);
      expect(await a.views.redis!.outstanding()).toBe(0);
    });

    it('takes over a batch its instance left (died before writing it) and never applies one twice', async () => {
      const film = await createFilm(a);
      const url = `/api/movies/${film.movie_id}/number`;
      for (let i = 0; i < 3; i++) await view(a, url, `198.51.100.${i}`);
      const client = redis.client();
      // what an instance does in its flush before it dies: the pending views renamed into a batch,
      // with a lease that has run out
      const base = `${prefix}{views}:`;
      await client.rename(`${base}pending`, `${base}batch:dead-1`);
      await client.zadd(`${base}batches`, Date.now() - 1, 'dead-1');
      expect(await a.views.redis!.outstanding()).toBe(3);

      await b.views.flush();
      const stored = async () =>
        Number(
          (await db.kysely.selectFrom('works').select('view').where('id', '=', film._id).executeTakeFirstOrThrow())
            .view,
        );
      expect(await stored()).toBe(3);
      expect(await a.views.redis!.outstanding()).toBe(0);

      // the same batch again (an instance died after the commit, before the cleanup): skipped
      await client.hset(`${base}batch:dead-1`, `${new Date().toISOString().slice(0, 10)}|${film._id}`, '3');
      await client.zadd(`${base}batches`, Date.now() - 1, 'dead-1');
      await a.views.flush();
      expect(await stored()).toBe(3);
      expect(await a.views.redis!.outstanding()).toBe(0);
    });

    it('keeps counting in memory while Redis is unreachable, and writes those views too', async () => {
      const film = await createFilm(a);
      const url = `/api/movies/${film.movie_id}/number`;
      await redis.kill();
      await until(
        async () => a.redis?.client.status,
        (s) => s !== 'ready',
        5000,
      );
      expect((await get(a, url)).statusCode).toBe(200);
      expect(a.views.size).toBe(1);
      await redis.start();
      await until(
        async () => a.redis?.client.status,
        (s) => s === 'ready',
        10_000,
      );
      await a.views.flush();
      const row = await db.kysely
        .selectFrom('works')
        .select('view')
        .where('id', '=', film._id)
        .executeTakeFirstOrThrow();
      expect(Number(row.view)).toBe(1);
    });
  });
});

describe.skipIf(!redisServerAvailable)('Redis with a password', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis(['--requirepass', 's3cret-pass']);
  });
  afterAll(async () => redis?.stop());

  it('authenticates from the URL; a wrong password leaves the limit per process instead of failing', async () => {
    const { db, drop } = await freshDatabase('sqlite');
    const app = await buildApp(testConfig({ redis: { url: redis.url, prefix: 'ckb-auth:' } }), { db });
    await app.ready();
    await until(
      async () => app.redis?.client.status,
      (s) => s === 'ready',
      5000,
    );
    expect(await app.redis!.client.ping()).toBe('PONG');
    await app.close();

    const wrong = await buildApp(
      testConfig({ redis: { url: redis.url.replace('s3cret-pass', 'nope'), prefix: 'ckb-auth:' } }),
      { db },
    );
    await wrong.ready();
    // the api still answers (Redis is optional for every caller), it just is not connected
    const res = await wrong.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(wrong.redis!.client.status).not.toBe('ready');
    await wrong.close();
    await drop();
  });
});

describe.skipIf(!redisServerAvailable)('Redis over TLS with a password (rediss://)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ckb-redis-tls-'));
  let redis: ChildProcess | null = null;
  let server: ServerRun | null = null;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    redis?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a server process connects with the URL alone (and the CA the operator adds to Node), and limits logins there', async () => {
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]);
    expect(made.status, made.stderr?.toString()).toBe(0);
    const port = await freePort();
    redis = spawn(
      'redis-server',
      [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--tls-cert-file',
        cert,
        '--tls-key-file',
        key,
        '--tls-ca-cert-file',
        cert,
        '--tls-auth-clients',
        'no',
        '--requirepass',
        'tls-pass',
      ],
      { stdio: 'ignore' },
    );
    const client = new Redis({
      host: '127.0.0.1',
      port,
      password: 'tls-pass',
      tls: { ca: readFileSync(cert) },
      retryStrategy: () => 100,
    });
    client.on('error', () => undefined);
    await until(
      async () => client.status,
      (s) => s === 'ready',
      10_000,
    );

    const apiPort = await freePort();
    const dataDir = join(dir, 'data');
    server = startServerProcess({
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: 'tls-owner-password',
      REDIS_URL: `rediss://:tls-pass@127.0.0.1:${port}`,
      REDIS_PREFIX: 'ckb-tls:',
      LOGIN_RATE_LIMIT_MAX: '2',
      NODE_EXTRA_CA_CERTS: cert,
    });
    await untilPrinted(server, 'Sign in at', 60_000);
    const wrong = () =>
      fetch(`http://127.0.0.1:${apiPort}/api/login`, {
        method: 'POST',
        headers: { 'x-api-key': 'ckb-public-key', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'wrong-password' }),
      });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
    // the counter is in this Redis, reached over TLS with the password from the URL
    expect((await client.keys('ckb-tls:rate-limit:*')).length).toBe(1);
    expect(server.out()).not.toContain('connection lost');
    client.disconnect();
  }, 90_000);
});
