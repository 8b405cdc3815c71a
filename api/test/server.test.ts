import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { movieBody } from './helpers/fixtures.ts';
import { startServerProcess, untilPrinted, type ServerRun } from './helpers/process.ts';
import { freePort } from './helpers/ports.ts';

// Starts the real entry (src/server.ts through tsx) as a child process. SQLite only: this is about
// the process (ports, signals, messages), not the database.

const waitFor = (run: ServerRun, text: string, ms = 30_000) => untilPrinted(run, text, ms);

describe('server entry', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ckb-server-'));
  const runs: ServerRun[] = [];
  afterAll(() => {
    for (const r of runs) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints how to sign in, refuses a busy port clearly, and stops cleanly on SIGINT', async () => {
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };

    const first = startServerProcess(env);
    runs.push(first);
    await waitFor(first, 'Sign in at');
    expect(first.out()).toContain(`http://127.0.0.1:${port}/login`);
    expect(first.out()).toMatch(/password: \S{24}/);

    const res = await fetch(`http://127.0.0.1:${port}/api/movies`, { headers: { 'x-api-key': 'ckb-public-key' } });
    expect(res.status).toBe(200);

    const second = startServerProcess(env);
    runs.push(second);
    expect(await second.exit).toBe(1);
    expect(second.out()).toContain(`Port ${port} is already in use`);
    expect(second.out()).not.toMatch(/\n\s+at /); // no stack trace

    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.out()).toContain('Stopped.');

    // a restart reuses the database and the secret: no new password is printed
    const third = startServerProcess(env);
    runs.push(third);
    await waitFor(third, 'Sign in at');
    expect(third.out()).not.toMatch(/password: \S{24}/);
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  }, 90_000);

  it('SIGTERM with a request in flight: /readyz turns 503 at once, the request is answered, then it exits 0', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'ckb-server-stop-'));
    const password = 'Owner-pass-stop-1';
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: password,
      STOP_DRAIN_MS: '1000',
    };
    const run = startServerProcess(env);
    runs.push(run);
    try {
      await waitFor(run, 'Sign in at');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200); // a balancer is watching
      // a sign-in whose body is still on its way when the signal comes
      const body = JSON.stringify({ email: 'owner@example.com', password });
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/login',
            method: 'POST',
            agent: false,
            headers: {
              'x-api-key': 'ckb-public-key',
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              connection: 'keep-alive', // as a balancer's: the answer must close it all the same
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          run.child.kill('SIGTERM');
          // the rest comes after the drain, when the listener is closed: the request is one in flight
          setTimeout(() => req.end(body.slice(10)), 1500);
        }, 300);
      });
      await waitFor(run, 'SIGTERM: stopping');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
      expect(await answer).toEqual({ status: 200, connection: 'close' });
      expect(await run.exit).toBe(0);
      expect(run.out()).toContain('Stopped.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('writes the views it still holds when stopped cleanly (no count lost)', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'ckb-server-views-'));
    const password = 'Owner-pass-views-1';
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      OWNER_PASSWORD: password,
      // only the clean stop can write them
      VIEW_FLUSH_MS: '3600000',
    };
    const run = startServerProcess(env);
    runs.push(run);
    try {
      await waitFor(run, 'Sign in at');
      const base = `http://127.0.0.1:${port}/api`;
      const headers = { 'x-api-key': 'ckb-public-key', 'content-type': 'application/json' };
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'owner@example.com', password }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const created = await fetch(`${base}/movies`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify(movieBody()),
      });
      expect(created.status).toBe(201);
      const { movie } = ((await created.json()) as { data: { movie: { _id: string; movie_id: number } } }).data;
      // seven visitors (a visitor's view counts once a day): seven loopback addresses of their own
      for (let i = 0; i < 7; i++) {
        const status = await new Promise<number>((resolve, reject) =>
          httpGet(`${base}/movies/${movie.movie_id}/number`, { headers, localAddress: `127.0.0.${i + 2}` }, (res) =>
            resolve(res.resume().statusCode ?? 0),
          ).on('error', reject),
        );
        expect(status).toBe(200);
      }
      run.child.kill('SIGINT');
      expect(await run.exit).toBe(0);

      const db = new SQLite(join(dir, 'ckb.sqlite'), { readonly: true });
      const day = db.prepare('select count from work_views_daily where work_id = ?').get(movie._id) as
        { count: number } | undefined;
      const total = db.prepare('select view from works where id = ?').get(movie._id) as { view: number };
      db.close();
      expect(day?.count).toBe(7);
      expect(total.view).toBe(7);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
