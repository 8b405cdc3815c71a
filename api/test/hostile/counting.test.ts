import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/config.ts';
import { forEachDatabase, OWNER, useTestApp, type TestApp } from '../helpers/app.ts';
import { movieBody } from '../helpers/fixtures.ts';
import { redisServerAvailable, startRedis } from '../helpers/redis.ts';

/**
 * What a hostile run found in counting, replayed: one client flooding the by-number answers (16,940 in 10 s
 * took a fresh film to #1 of today), the page loads, and the ads' beacons (500 impressions and 300 clicks
 * in under a second, all counted). A view, an impression and a click count once per visitor (address,
 * an IPv6 /64) and UTC day, whichever way they come; past the client's rate the answer is 429 and counts
 * nothing. In the database without Redis, and in Redis with REDIS_URL, on SQLite and PostgreSQL.
 */

/** A stand-in public-site server build: a film's page asks the api for the film by its number. */
const webRoot = mkdtempSync(join(tmpdir(), 'ckb-hostile-counting-'));
function file(path: string, content: string) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
}
file(
  'shell/dist/index.html',
  `<!doctype html><html lang="ckb" dir="rtl"><head><meta charset="UTF-8" /><title>x</title>
<script type="module" crossorigin src="/assets/mf-entry-1.js"></script></head>
<body><div id="root"><main><!--page--><!--/page--></main></div></body></html>`,
);
file(
  'public-site/dist-ssr/ssr.js',
  `export async function renderPage(url, serverFetch) {
  const number = /^\\/movies\\/(\\d+)/.exec(url)?.[1];
  if (!number) return null;
  const res = await serverFetch(new Request('http://ssr.invalid/api/movies/' + number + '/number'));
  return { html: '<h1>' + res.status + '</h1>', state: {} };
}
`,
);
const redis = redisServerAvailable ? await startRedis() : null;
afterAll(async () => {
  await redis?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const A = '198.51.100.7';
const B = '203.0.113.9';
const FLOOD = 2000;

type Store = 'database' | 'Redis';

function counting(kind: 'sqlite' | 'postgres', store: Store) {
  const base: Partial<Config> = {
    webRoot,
    ...(store === 'Redis' ? { redis: { url: redis!.url, prefix: `count-${kind}-${Date.now()}:` } } : {}),
  };
  const t = useTestApp(kind, { seed: 'demo', config: base });
  const limited = useTestApp(kind, {
    seed: 'owner',
    config: {
      ...base,
      ...(store === 'Redis' ? { redis: { url: redis!.url, prefix: `limited-${kind}-${Date.now()}:` } } : {}),
      countRateLimit: { max: 5, windowMs: 60_000 },
    },
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const newFilm = async (app: TestApp) => {
    const token = await app.login(OWNER.email, OWNER.password);
    const res = await app.post('/api/movies', movieBody(), { token });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { movie: { _id: string; movie_id: number } } }).data.movie;
  };
  /** The film's views, all time and today, once what was counted is in the database. */
  const viewsOf = async (app: TestApp, id: string) => {
    await app.app.views.flush();
    const work = await app.db.kysely.selectFrom('works').select('view').where('id', '=', id).executeTakeFirstOrThrow();
    const days = await app.db.kysely.selectFrom('work_views_daily').select('count').where('work_id', '=', id).execute();
    expect(days.reduce((n, d) => n + Number(d.count), 0)).toBe(Number(work.view));
    return Number(work.view);
  };
  const byNumber = (app: TestApp, film: { movie_id: number }, from: string) =>
    app.get(`/api/movies/${film.movie_id}/number`, { remoteAddress: from });
  /** `n` requests, 100 at a time; what was counted is written between (a flood spans many flushes). */
  const flood = async (app: TestApp, n: number, send: () => Promise<{ statusCode: number }>) => {
    const codes = new Set<number>();
    for (let i = 0; i < n; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, n - i) }, send));
      for (const res of batch) codes.add(res.statusCode);
      await app.app.views.flush();
    }
    return [...codes];
  };

  it(`${FLOOD} by-number answers to one address count one view; a second address one more`, async () => {
    const film = await newFilm(t());
    expect(await flood(t(), FLOOD, () => byNumber(t(), film, A))).toEqual([200]);
    expect(await viewsOf(t(), film._id)).toBe(1);
    expect(await flood(t(), 50, () => byNumber(t(), film, A))).toEqual([200]);
    expect((await byNumber(t(), film, B)).statusCode).toBe(200);
    expect(await viewsOf(t(), film._id)).toBe(2);
  });

  it('an IPv6 client is its /64: other addresses of the same /64 add nothing, another /64 adds one', async () => {
    const film = await newFilm(t());
    for (const from of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:a:b:c:d']) {
      expect((await byNumber(t(), film, from)).statusCode).toBe(200);
      expect(await viewsOf(t(), film._id)).toBe(1);
    }
    await byNumber(t(), film, '2001:db8:1:3::1');
    expect(await viewsOf(t(), film._id)).toBe(2);
  });

  it('the same visitor counts again the next UTC day, once', async () => {
    const film = await newFilm(t());
    await byNumber(t(), film, A);
    expect(await viewsOf(t(), film._id)).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    for (let i = 0; i < 3; i++) {
      await byNumber(t(), film, A);
      expect(await viewsOf(t(), film._id)).toBe(2);
    }
  });

  it.runIf(store === 'database')('forgets who was counted once the day is two days old', async () => {
    const film = await newFilm(t());
    await byNumber(t(), film, A);
    await viewsOf(t(), film._id);
    const remembered = () =>
      t().db.kysely.selectFrom('counted_visits').select('day').where('target', '=', film._id).execute();
    expect(await remembered()).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    await t().app.views.flush();
    expect(await remembered()).toEqual([]);
  });

  it('a drawn page, its reuses and the api answer for the same film count one view of one visitor', async () => {
    const film = await newFilm(t());
    const page = (from: string) =>
      t().get(`/movies/${film.movie_id}`, { apiKey: false, remoteAddress: from, headers: { accept: 'text/html' } });
    const first = await page(A);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>200</h1>');
    // drawn once, then reused: neither the drawing's own api call nor the reuses count again
    expect(await viewsOf(t(), film._id)).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect((await page(A)).statusCode).toBe(200);
      expect(await viewsOf(t(), film._id)).toBe(1);
    }
    await byNumber(t(), film, A);
    expect(await viewsOf(t(), film._id)).toBe(1);
    // a reused page still counts for a visitor it has not counted
    await page(B);
    expect(await viewsOf(t(), film._id)).toBe(2);
  });

  it('500 impressions and 300 clicks of one ad from one address count one each; every click still redirects', async () => {
    const token = await t().login(OWNER.email, OWNER.password);
    const ad = (
      (await t().post('/api/ads', { link: 'https://sponsor.example/x', name: 'flood' }, { token })).json() as {
        data: { ad: { _id: string } };
      }
    ).data.ad;
    const seen = await flood(t(), 500, () =>
      t().request('POST', `/go/ad/${ad._id}/seen`, undefined, { apiKey: false, remoteAddress: A }),
    );
    expect(seen).toEqual([204]);
    const clicks: string[] = [];
    await flood(t(), 300, async () => {
      const res = await t().get(`/go/ad/${ad._id}`, { apiKey: false, remoteAddress: A });
      clicks.push(`${res.statusCode} ${String(res.headers.location)}`);
      return res;
    });
    expect(new Set(clicks)).toEqual(new Set(['302 https://sponsor.example/x']));
    const stats = () =>
      t().db.kysely.selectFrom('ad_stats').select(['impressions', 'clicks']).where('ad_id', '=', ad._id).execute();
    expect((await stats()).map((r) => [Number(r.impressions), Number(r.clicks)])).toEqual([[1, 1]]);
    // another visitor counts; the same one the next day counts again
    await t().request('POST', `/go/ad/${ad._id}/seen`, undefined, { apiKey: false, remoteAddress: B });
    await t().get(`/go/ad/${ad._id}`, { apiKey: false, remoteAddress: B });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    await t().get(`/go/ad/${ad._id}`, { apiKey: false, remoteAddress: A });
    const rows = await stats();
    expect(rows.reduce((n, r) => n + Number(r.impressions), 0)).toBe(2);
    expect(rows.reduce((n, r) => n + Number(r.clicks), 0)).toBe(3);
  });

  it("a flood does not move today's trend: a fresh film stays below the seeded day's leaders", async () => {
    const staff = await t().login(OWNER.email, OWNER.password);
    const today = async () =>
      (
        (await t().get('/api/trend/today?limit=50', { token: staff })).json() as {
          data: { _id: string; view: number }[];
        }
      ).data;
    const leader = (await today())[0]!;
    expect(leader.view).toBeGreaterThan(1);
    const film = await newFilm(t());
    await flood(t(), FLOOD, () => byNumber(t(), film, A));
    await t().app.views.flush();
    // more requests than the leader has views: each one counting would have put the film first
    expect(FLOOD).toBeGreaterThan(leader.view);
    expect((await today())[0]?._id).toBe(leader._id);
    const day = await t()
      .db.kysely.selectFrom('work_views_daily')
      .select('count')
      .where('work_id', '=', film._id)
      .executeTakeFirstOrThrow();
    expect(Number(day.count)).toBe(1);
  });

  it('past the rate one client gets 429 in Sorani and counts nothing more; a page is still served, uncounted', async () => {
    const film = await newFilm(limited());
    const other = await newFilm(limited());
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await byNumber(limited(), film, A)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const refused = await byNumber(limited(), other, A);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/چرکە/) });
    expect(refused.json().message).not.toMatch(/[0-9]/);
    expect(await viewsOf(limited(), other._id)).toBe(0);
    // another client is not held back
    expect((await byNumber(limited(), other, B)).statusCode).toBe(200);
    expect(await viewsOf(limited(), other._id)).toBe(1);

    // the beacons: 5, then 429, counting nothing; the clicks past the rate do not redirect
    const token = await limited().login(OWNER.email, OWNER.password);
    const ad = (
      (await limited().post('/api/ads', { link: 'https://sponsor.example/y' }, { token })).json() as {
        data: { ad: { _id: string } };
      }
    ).data.ad;
    const beacons: number[] = [];
    for (let i = 0; i < 7; i++)
      beacons.push(
        (await limited().request('POST', `/go/ad/${ad._id}/seen`, undefined, { apiKey: false, remoteAddress: A }))
          .statusCode,
      );
    expect(beacons).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await limited().get(`/go/ad/${ad._id}`, { apiKey: false, remoteAddress: A })).statusCode).toBe(429);
    const stats = await limited()
      .db.kysely.selectFrom('ad_stats')
      .select(['impressions', 'clicks'])
      .where('ad_id', '=', ad._id)
      .execute();
    expect(stats.map((r) => [Number(r.impressions), Number(r.clicks)])).toEqual([[1, 0]]);

    // pages: never a 429; past the rate a load counts nothing (A's budget of pages is its own, still whole)
    const page = (work: { movie_id: number }, from: string) =>
      limited().get(`/movies/${work.movie_id}`, {
        apiKey: false,
        remoteAddress: from,
        headers: { accept: 'text/html' },
      });
    const C = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await page(film, C)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await page(other, C)).statusCode).toBe(200);
    expect(await viewsOf(limited(), film._id)).toBe(2);
    expect(await viewsOf(limited(), other._id)).toBe(1);
    expect((await page(other, A)).statusCode).toBe(200);
    expect(await viewsOf(limited(), other._id)).toBe(2);
  });
}

forEachDatabase((kind) => {
  describe('counted in the database', () => counting(kind, 'database'));
  describe.skipIf(!redis)('counted in Redis', () => counting(kind, 'Redis'));
});
