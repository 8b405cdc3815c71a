import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { seed } from '../src/seed/index.ts';
import { stopServer } from '../src/stop.ts';
import type { App } from '../src/types.ts';
import { freshDatabase, OWNER, testConfig } from './helpers/app.ts';
import { movieBody } from './helpers/fixtures.ts';

/**
 * stopServer (what SIGTERM runs, server.ts) on a listening app: a request in flight is answered and
 * its view written, the balancer gets its drain time, and a request that never ends cannot hold the
 * stop beyond its bound. The real process under SIGTERM: server.test.ts.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until the app has received a request (on a busy machine the request may take a while to arrive). */
async function untilInFlight(app: App): Promise<void> {
  const end = Date.now() + 10_000;
  while (app.readiness.inFlight === 0) {
    if (Date.now() > end) throw new Error('the request never arrived');
    await sleep(10);
  }
}

interface Answer {
  status: number;
  connection: string | undefined;
}

/** One request on a fresh connection (no agent): what a balancer's kept-alive connection would see. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'keep-alive' } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stopServer', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: App;
  let port: number;
  let workId: string;
  let release: () => void = () => undefined;

  /** An app on SQLite with one work and two test routes: a slow view of it, and a request that never ends. */
  async function start(): Promise<void> {
    ({ db, drop } = await freshDatabase('sqlite'));
    const config = testConfig();
    await seed(db, { owner: config.owner, seedDemo: false, demoPassword: config.demoPassword });
    app = await buildApp(config, { db });
    app.get('/test-slow-view', async (request) => {
      await sleep(600);
      app.views.count(request, workId);
      return { ok: true };
    });
    app.get('/test-forever', () => new Promise<never>((resolve) => (release = () => resolve(undefined as never))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-api-key': config.apiKey },
      payload: OWNER,
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const created = await app.inject({
      method: 'POST',
      url: '/api/movies',
      headers: { 'x-api-key': config.apiKey, authorization: `Bearer ${token}` },
      payload: movieBody(),
    });
    workId = (created.json() as { data: { movie: { _id: string } } }).data.movie._id;
  }
  afterEach(async () => {
    release();
    await drop?.();
  });

  const viewsOf = async (id: string) =>
    Number((await db.kysely.selectFrom('works').select('view').where('id', '=', id).executeTakeFirstOrThrow()).view);

  it('a watched instance: /readyz 503 at once, still serving for the drain, then the request in flight finishes, its view is written and the port is closed', async () => {
    await start();
    expect((await get(port, '/readyz')).status).toBe(200); // a balancer is watching
    const slow = get(port, '/test-slow-view');
    await untilInFlight(app);
    const stopped = stopServer(app, { drainMs: 400, timeoutMs: 5000 });

    const during = await get(port, '/readyz');
    expect(during).toEqual({ status: 503, connection: 'close' });
    // the balancer has not taken it out yet: what it still sends is served, and closes its connection
    expect((await get(port, '/healthz')).connection).toBe('close');

    expect(await slow).toEqual({ status: 200, connection: 'close' });
    const report = await stopped;
    expect(report.drainedMs).toBeGreaterThanOrEqual(390);
    expect(report.cut).toBe(0);
    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // flushed by the stop (the periodic flush is a minute away in tests)
    expect(await viewsOf(workId)).toBe(1);
  }, 20_000);

  it('nobody watching (a Ctrl-C in development): no drain', async () => {
    await start();
    const report = await stopServer(app, { drainMs: 5000, timeoutMs: 5000 });
    expect(report).toEqual({ drainedMs: 0, cut: 0 });
  });

  it('a request that never ends is cut after the timeout, and the stop completes', async () => {
    await start();
    const forever = get(port, '/test-forever').catch((err: NodeJS.ErrnoException) => err.code);
    await untilInFlight(app);
    const t0 = Date.now();
    const report = await stopServer(app, { drainMs: 0, timeoutMs: 300 });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(report.cut).toBe(1);
    expect(await forever).toBe('ECONNRESET');
  });
});
