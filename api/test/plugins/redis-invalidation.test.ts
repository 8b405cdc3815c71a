import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { command, parseReply } from '../../src/lib/redis-channel.ts';
import { seed } from '../../src/seed/index.ts';
import type { App } from '../../src/types.ts';
import { API_KEY, freshDatabase, OWNER, testConfig } from '../helpers/app.ts';
import { movieBody } from '../helpers/fixtures.ts';

/**
 * CACHE_REDIS_URL: two api instances on one database; a write through one clears the other's
 * in-process cache through Redis (127.0.0.1:6379 when reachable; otherwise this is printed and not run).
 */

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.end(command('PING')));
    socket.once('data', (d: Buffer) => resolve(parseReply(d)?.value === 'PONG'));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('RESP parsing', () => {
  it('reads simple strings, integers, bulk strings, nulls and arrays, and waits for more bytes', () => {
    const msg = Buffer.from('*3\r\n$7\r\nmessage\r\n$9\r\nckb:cache\r\n$4\r\nhé!\r\n');
    expect(parseReply(msg)).toEqual({ value: ['message', 'ckb:cache', 'hé!'], next: msg.length });
    expect(parseReply(msg.subarray(0, msg.length - 3))).toBeNull();
    expect(parseReply(Buffer.from(':42\r\n'))?.value).toBe(42);
    expect(parseReply(Buffer.from('+OK\r\n'))?.value).toBe('OK');
    expect(parseReply(Buffer.from('$-1\r\n'))?.value).toBeNull();
    expect(command('PUBLISH', 'c', 'é').toString()).toBe('*3\r\n$7\r\nPUBLISH\r\n$1\r\nc\r\n$2\r\né\r\n');
  });
});

const reachable = await redisReachable();
if (!reachable)
  process.stdout.write(
    `\n[api tests] Redis at ${REDIS_URL} is not reachable: the cross-instance cache test was NOT run.\n`,
  );

describe.skipIf(!reachable)(
  reachable ? 'two instances sharing Redis' : 'two instances sharing Redis (Redis not reachable here, not run)',
  () => {
    let a: App;
    let b: App;
    let drop: () => Promise<void>;
    const channel = `ckb:test:${process.pid}:${Date.now()}`;

    beforeAll(async () => {
      const fresh = await freshDatabase('sqlite');
      drop = fresh.drop;
      const config = testConfig({
        cache: { ttlMs: 60_000, maxEntries: 100, httpMaxAge: 5, redisUrl: REDIS_URL, redisChannel: channel },
      });
      await seed(fresh.db, { owner: config.owner, seedDemo: false, demoPassword: config.demoPassword });
      a = await buildApp(config, { db: fresh.db });
      b = await buildApp(config, { db: fresh.db });
      await Promise.all([a.ready(), b.ready()]);
      await new Promise((r) => setTimeout(r, 300)); // both subscribed
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
    });

    const get = (app: App, url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': API_KEY } });

    it('a write through one instance clears the other one’s cache', async () => {
      const login = await a.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-api-key': API_KEY },
        payload: { email: OWNER.email, password: OWNER.password },
      });
      const { token } = (login.json() as { data: { token: string } }).data;
      const empty = (await get(b, '/api/movies')).json() as { data: { pagination_info: { totalItems: number } } };
      expect(empty.data.pagination_info.totalItems).toBe(0);

      const created = await a.inject({
        method: 'POST',
        url: '/api/movies',
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
        payload: movieBody(),
      });
      expect(created.statusCode).toBe(201);

      // b cached "no films" for a minute; the message through Redis must clear it well before that
      const until = Date.now() + 3000;
      let total = 0;
      while (Date.now() < until) {
        total = ((await get(b, '/api/movies')).json() as { data: { pagination_info: { totalItems: number } } }).data
          .pagination_info.totalItems;
        if (total === 1) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(total).toBe(1);
    });
  },
);
