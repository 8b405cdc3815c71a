import { expect, it } from 'vitest';
import { viewDay } from '../../src/plugins/views.ts';
import { DEMO_CATALOGUE, demoHidden } from '../../src/seed/index.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody } from '../helpers/fixtures.ts';

interface Item {
  _id: string;
  type: string;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
  en: string;
  ku: string;
  about: string;
  view: number;
  rating: number;
  poster: { low: string };
  [key: string]: unknown;
}
type List = { data: Item[] };
type Paged = { data: { pagination_info: { results: Item[]; totalPages: number; totalItems: number } } };

const VISIBLE =
  DEMO_CATALOGUE.movies -
  demoHidden(DEMO_CATALOGUE.movies) +
  DEMO_CATALOGUE.series -
  demoHidden(DEMO_CATALOGUE.series) +
  DEMO_CATALOGUE.manga -
  demoHidden(DEMO_CATALOGUE.manga);

const expectedKey = {
  anime: 'movie_id',
  series: 'series_id',
  manga: 'manga_id',
  manhua: 'manga_id',
  oneshot: 'manga_id',
};

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const get = async <T>(url: string): Promise<T> => {
    const res = await t().get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('GET /api/slide: the Slide shape of SPEC §3, only flagged visible works of every kind', async () => {
    const { data } = await get<List>('/api/slide');
    expect(data.length).toBeGreaterThan(3);
    const kinds = new Set(data.map((s) => expectedKey[s.type as keyof typeof expectedKey]));
    expect(kinds).toEqual(new Set(['movie_id', 'series_id', 'manga_id']));
    for (const slide of data) {
      expect(slide).toMatchObject({
        name: expect.any(String),
        en: expect.any(String),
        about: expect.any(String),
        type: expect.any(String),
        background: { low: expect.any(String) },
        poster: { low: expect.any(String) },
      });
      expect(slide).toHaveProperty(expectedKey[slide.type as keyof typeof expectedKey]);
    }
    // flags go through both ways
    const film = (
      await t().post('/api/movies', movieBody({ active_show_on_slide: true }), { token: await owner() })
    ).json() as { data: { movie: Item } };
    const manga = (
      await t().post('/api/manga', mangaBody({ active_show_on_swiper: 'true' }), { token: await owner() })
    ).json() as { data: { manga: Item } };
    const withNew = (await get<List>('/api/slide')).data.map((s) => s._id);
    expect(withNew).toEqual(expect.arrayContaining([film.data.movie._id, manga.data.manga._id]));
    await t().request('PATCH', `/api/movies/${film.data.movie._id}`, { active_show: false }, { token: await owner() });
    await t().request(
      'PATCH',
      `/api/manga/${manga.data.manga._id}`,
      { active_show_on_swiper: false },
      {
        token: await owner(),
      },
    );
    const after = (await get<List>('/api/slide')).data.map((s) => s._id);
    expect(after).not.toContain(film.data.movie._id);
    expect(after).not.toContain(manga.data.manga._id);
  });

  it('GET /api/trend/new: newest visible works first, trend item shape', async () => {
    const film = (await t().post('/api/movies', movieBody(), { token: await owner() })).json() as {
      data: { movie: Item };
    };
    const { data } = await get<List>('/api/trend/new');
    expect(data).toHaveLength(10);
    expect(data[0]!._id).toBe(film.data.movie._id);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(
        ['_id', 'about', 'en', 'ku', 'poster', 'rating', 'type', 'view', expectedKey[item.type as 'anime']].sort(),
      );
    }
    expect((await get<List>('/api/trend/new?limit=3')).data).toHaveLength(3);
  });

  it('GET /api/trend/popular?page&limit: all-time views, paged over every visible work', async () => {
    const first = await get<Paged>('/api/trend/popular?page=1&limit=5');
    const info = first.data.pagination_info;
    expect(info.results).toHaveLength(5);
    expect(info.totalItems).toBeGreaterThanOrEqual(VISIBLE);
    expect(info.totalPages).toBe(Math.ceil(info.totalItems / 5));
    const second = await get<Paged>('/api/trend/popular?page=2&limit=5');
    const views = [...info.results, ...second.data.pagination_info.results].map((i) => i.view);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views[0]).toBeGreaterThan(0);
    expect((await t().get('/api/trend/popular?limit=-1')).statusCode).toBe(400);
  });

  it("GET /api/trend/today: today's most viewed, view = today's count; by-number fetches count", async () => {
    const { data } = await get<List>('/api/trend/today');
    expect(data.length).toBeGreaterThan(0);
    const counts = data.map((i) => i.view);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const today = viewDay(Date.now());
    const rows = await t()
      .db.kysely.selectFrom('work_views_daily')
      .select(['work_id', 'count'])
      .where('day', '=', today)
      .execute();
    const byId = new Map(rows.map((r) => [r.work_id, Number(r.count)]));
    for (const item of data) expect(item.view).toBe(byId.get(item._id));

    // push a fresh film to the top of today by viewing it
    const film = (await t().post('/api/movies', movieBody(), { token: await owner() })).json() as {
      data: { movie: Item };
    };
    // one view per visitor (test/hostile/counting.test.ts): as many visitors as it takes
    const views = (counts[0] ?? 0) + 5;
    for (let i = 0; i < views; i++) {
      const from = `10.0.${i >> 8}.${i & 255}`;
      expect(
        (await t().get(`/api/movies/${film.data.movie.movie_id}/number`, { remoteAddress: from })).statusCode,
      ).toBe(200);
    }
    expect(t().app.views.size).toBe(views);
    await t().app.views.flush();
    expect(t().app.views.size).toBe(0);
    const stored = await t()
      .db.kysely.selectFrom('work_views_daily')
      .select('count')
      .where('work_id', '=', film.data.movie._id)
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(views);
    const total = await t().get(`/api/movies/${film.data.movie._id}`, { token: await owner() });
    expect((total.json() as { data: { movie: Item } }).data.movie.view).toBe(views);

    // the public cache keeps the old list for a few seconds (RESPONSE_CACHE_TTL_MS); staff see it at once
    const fresh = (await t().get('/api/trend/today', { token: await owner() })).json() as List;
    expect(fresh.data[0]).toMatchObject({ _id: film.data.movie._id, view: views, movie_id: film.data.movie.movie_id });
  });

  it('hidden works never reach the home lists', async () => {
    const hidden = (
      await t().post('/api/movies', movieBody({ active_show: false, active_show_on_slide: true }), {
        token: await owner(),
      })
    ).json() as { data: { movie: Item } };
    // the hidden film becomes the most viewed of today, yet never shows
    const top = (await get<List>('/api/trend/today?limit=1')).data[0]?.view ?? 0;
    for (let i = 0; i <= top; i++) {
      const from = `10.1.${i >> 8}.${i & 255}`;
      await t().get(`/api/movies/${hidden.data.movie.movie_id}/number`, { token: await owner(), remoteAddress: from });
    }
    await t().app.views.flush();
    t().app.publicCache.cache.clear();
    expect((await get<List>('/api/trend/today?limit=5')).data).toHaveLength(5);
    const ids = [
      ...(await get<List>('/api/slide?limit=50')).data,
      ...(await get<List>('/api/trend/new?limit=50')).data,
      ...(await get<List>('/api/trend/today?limit=50')).data,
      ...(await get<Paged>('/api/trend/popular?limit=100')).data.pagination_info.results,
    ].map((i) => i._id);
    expect(ids).not.toContain(hidden.data.movie._id);
  });
});
