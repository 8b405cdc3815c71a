import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/plugins/response-cache.ts';
import { DEMO_CATALOGUE, demoHidden } from '../../src/seed/index.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { movieBody } from '../helpers/fixtures.ts';

type Paged = { data: { pagination_info: { results: { _id: string; en: string }[]; totalItems: number } } };
const VISIBLE = DEMO_CATALOGUE.movies - demoHidden(DEMO_CATALOGUE.movies);

describe('ResponseCache', () => {
  it('drops a fill that started before a write', () => {
    const cache = new ResponseCache(10_000, 10);
    const before = cache.current;
    cache.clear(); // a write lands while the answer is being computed
    cache.set('/a', cache.makeEntry(Buffer.from('old'), undefined), before);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', cache.makeEntry(Buffer.from('new'), undefined), cache.current);
    expect(cache.get('/a')?.body.toString()).toBe('new');
  });

  it('expires entries and keeps at most maxEntries', () => {
    const cache = new ResponseCache(1000, 2);
    const now = Date.now();
    for (const key of ['/1', '/2', '/3']) cache.set(key, cache.makeEntry(Buffer.from(key), undefined, now), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('/1', now)).toBeUndefined();
    expect(cache.get('/3', now)).toBeDefined();
    expect(cache.get('/3', now + 1000)).toBeUndefined();
  });

  it('stores nothing when the TTL is 0', () => {
    const cache = new ResponseCache(0, 10);
    cache.set('/a', cache.makeEntry(Buffer.from('x'), undefined), cache.current);
    expect(cache.size).toBe(0);
  });
});

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const firstEn = async (opts = {}) =>
    ((await t().get('/api/movies?limit=1&active_show=true', opts)).json() as Paged).data.pagination_info.results[0]!;

  it('public answers carry a weak ETag and public Cache-Control; If-None-Match gives 304 without a body', async () => {
    const res = await t().get('/api/movies?limit=2');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=5/);
    expect(res.headers.vary).toMatch(/Authorization/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t().get('/api/movies?limit=2', { headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t().get('/api/movies?limit=2', { headers: { 'if-none-match': 'W/"nope"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(res.body);
  });

  it('staff answers are private and never shared with the public', async () => {
    const staff = await t().get('/api/movies?limit=-1', { token: await owner() });
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect((staff.json() as Paged).data.pagination_info.totalItems).toBe(DEMO_CATALOGUE.movies);
    const pub = await t().get('/api/movies?limit=-1');
    expect((pub.json() as Paged).data.pagination_info.totalItems).toBe(VISIBLE);
  });

  it('reuses public answers until a write through the api clears them', async () => {
    const before = await firstEn();
    // a change behind the api's back is not seen while cached...
    await t()
      .db.kysely.updateTable('works')
      .set({ en: 'Changed behind the back' })
      .where('id', '=', before._id)
      .execute();
    expect((await firstEn()).en).toBe(before.en);
    // ...staff always read the database...
    expect((await firstEn({ token: await owner() })).en).toBe('Changed behind the back');
    // ...and any successful write clears the public cache at once
    await t().request('PATCH', `/api/movies/${before._id}`, { en: 'Edited through the api' }, { token: await owner() });
    expect((await firstEn()).en).toBe('Edited through the api');
  });

  it('refused writes do not clear the cache (no cache-busting by anonymous callers)', async () => {
    const cached = await firstEn();
    await t().db.kysely.updateTable('works').set({ en: 'Sneaky' }).where('id', '=', cached._id).execute();
    expect((await t().post('/api/movies', movieBody())).statusCode).toBe(401);
    const translator = await t().createUser({ is_translator: true });
    expect((await t().post('/api/movies', movieBody(), { token: translator.token })).statusCode).toBe(403);
    expect((await firstEn()).en).toBe(cached.en);
  });

  it('sends br and gzip when accepted, the same JSON inside', async () => {
    const plain = await t().get('/api/movies?limit=14');
    const br = await t().get('/api/movies?limit=14', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t().get('/api/movies?limit=14', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('computes a missing answer once for concurrent requests (single flight)', async () => {
    const list = vi.spyOn(t().app.repos.works, 'list');
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => t().get('/api/movies?limit=3&page=2')));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(list).toHaveBeenCalledTimes(1);
      // a failing computation lets the waiters try for themselves, and nothing hangs
      const missing = await Promise.all(Array.from({ length: 3 }, () => t().get('/api/movies/999999/number')));
      expect(missing.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    } finally {
      list.mockRestore();
    }
  });

  it("counts a visitor's view on every by-number GET, cached, fresh or 304", async () => {
    const film = (
      (await t().post('/api/movies', movieBody(), { token: await owner() })).json() as {
        data: { movie: { movie_id: number } };
      }
    ).data.movie;
    await t().app.views.flush();
    const url = `/api/movies/${film.movie_id}/number`;
    // four visitors (a visitor's second view of the day counts nothing, test/hostile/counting.test.ts)
    const first = await t().get(url, { remoteAddress: '192.0.2.1' });
    // so that shared caches send every view here (a cheap 304 when nothing changed)
    expect(first.headers['cache-control']).toBe('public, no-cache');
    for (const from of ['192.0.2.2', '192.0.2.3'])
      expect((await t().get(url, { remoteAddress: from })).statusCode).toBe(200);
    const revalidated = await t().get(url, {
      remoteAddress: '192.0.2.4',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    // HEAD is not a view
    const head = await t().request('HEAD', url, undefined, { remoteAddress: '192.0.2.5' });
    expect(head.statusCode).toBe(200);
    expect(t().app.views.size).toBe(4);
  });
});

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    seed: 'owner',
    config: { cache: { ttlMs: 0, maxEntries: 10, httpMaxAge: 0 } },
  });

  it('with the in-process cache off, answers are always fresh and still carry an ETag', async () => {
    const token = await t().login(OWNER.email, OWNER.password);
    const created = (await t().post('/api/movies', movieBody(), { token })).json() as {
      data: { movie: { _id: string } };
    };
    const res = await t().get('/api/movies');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    await t().db.kysely.updateTable('works').set({ en: 'Fresh' }).where('id', '=', created.data.movie._id).execute();
    expect(((await t().get('/api/movies')).json() as Paged).data.pagination_info.results[0]!.en).toBe('Fresh');
  });
});
