import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { messages } from '../../src/messages.ts';
import type { App } from '../../src/types.ts';
import { forEachDatabase, freshDatabase, testConfig, useTestApp } from '../helpers/app.ts';
import { redisServerAvailable, startRedis, type RedisServer } from '../helpers/redis.ts';

/**
 * GET /readyz (whether a balancer sends this instance traffic) against GET /healthz (whether the
 * process lives): ready when the database answers, and Redis when it is configured; 503 once a stop
 * has begun, while /healthz stays 200 until the process is gone.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(probe: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
}

forEachDatabase((kind) => {
  describe('readiness', () => {
    const t = useTestApp(kind);

    it('is ready (no API key needed) while the database answers and no stop has begun', async () => {
      const res = await t().get('/readyz', { apiKey: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: kind, redis: 'none' });
      expect(res.headers.connection).not.toBe('close');
    });

    it('answers 503 once stopping, and every answer then closes its connection; /healthz stays 200', async () => {
      t().app.readiness.beginStop();
      const ready = await t().get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: messages.stopping });
      const live = await t().get('/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      expect((await t().get('/api/movies')).headers.connection).toBe('close');
    });
  });

  it('answers 503 (/readyz and /healthz) when the database is closed', async () => {
    const { db, drop } = await freshDatabase(kind);
    const app = await buildApp(testConfig(), { db });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await db.kysely.destroy();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: messages.databaseDown });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await drop(); // destroying twice is harmless; the PostgreSQL schema is dropped
    }
  });
});

describe.skipIf(!redisServerAvailable)('readiness with REDIS_URL', () => {
  let redis: RedisServer;
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    redis = await startRedis();
    const fresh = await freshDatabase('sqlite');
    drop = fresh.drop;
    app = await buildApp(testConfig({ redis: { url: redis.url, prefix: `ckb-ready-${process.pid}:` } }), {
      db: fresh.db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await redis?.stop();
  });
  const readyz = async () => app.inject({ method: 'GET', url: '/readyz' });

  it('is unready while Redis is away (the database alone is not enough), and ready again when it is back', async () => {
    await until(async () => (await readyz()).statusCode === 200, 10_000);
    expect((await readyz()).json()).toMatchObject({ status: 'ready', redis: 'ready' });

    await redis.kill();
    await until(async () => (await readyz()).statusCode === 503, 10_000);
    expect((await readyz()).json()).toEqual({ message: messages.redisDown });
    // still alive: a balancer must not restart it for this
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await redis.start();
    await until(async () => (await readyz()).statusCode === 200, 15_000);
  }, 40_000);
});
