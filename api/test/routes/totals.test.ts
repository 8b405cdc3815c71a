import { expect, it } from 'vitest';
import type { WorkKind } from '../../src/db/schema.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody } from '../helpers/fixtures.ts';

/**
 * List and popular totals come from work_counts (migration 0002), kept in step by every write:
 * they must always equal a real count of the works.
 */

type Paged = { data: { pagination_info: { totalItems: number; totalPages: number } } };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));

  const real = async (filter: { kind?: WorkKind; type?: string; visible: boolean }) => {
    let q = t()
      .db.kysely.selectFrom('works')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    if (filter.type) q = q.where('type', '=', filter.type as 'manga');
    if (filter.visible) q = q.where('active_show', '=', true);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const total = async (url: string, staff = false) =>
    ((await t().get(url, staff ? { token: await owner() } : {})).json() as Paged).data.pagination_info.totalItems;

  async function expectTotals() {
    expect(await total('/api/movies?limit=1')).toBe(await real({ kind: 'movie', visible: true }));
    expect(await total('/api/movies?limit=1', true)).toBe(await real({ kind: 'movie', visible: false }));
    expect(await total('/api/series?limit=1')).toBe(await real({ kind: 'series', visible: true }));
    for (const type of ['manga', 'manhua', 'oneshot']) {
      expect(await total(`/api/manga?limit=1&type=${type}`)).toBe(await real({ kind: 'manga', type, visible: true }));
    }
    expect(await total('/api/manga?limit=1', true)).toBe(await real({ kind: 'manga', visible: false }));
    expect(await total('/api/trend/popular?limit=1')).toBe(await real({ visible: true }));
  }

  it('match real counts after the demo seed', expectTotals);

  it('stay right through creates, hides, type changes and deletes', async () => {
    const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
      const res = await t().request(method, url, body, { token: await owner() });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return Object.values((res.json() as { data: Record<string, { _id: string }> }).data)[0]!;
    };
    const film = await send('POST', '/api/movies', movieBody());
    const hiddenFilm = await send('POST', '/api/movies', movieBody({ active_show: false }));
    const series = await send('POST', '/api/series', seriesBody());
    const manga = await send('POST', '/api/manga', mangaBody({ type: 'manhua' }));
    await expectTotals();
    await send('PATCH', `/api/movies/${film._id}`, { active_show: 'false' });
    await send('PATCH', `/api/movies/${film._id}`, { active_show: 'false' }); // no change: no double count
    await send('PATCH', `/api/movies/${hiddenFilm._id}`, { active_show: true });
    await send('PATCH', `/api/manga/${manga._id}`, { type: 'oneshot', active_show: false });
    await send('PATCH', `/api/series/${series._id}`, { en: 'only a rename' });
    await expectTotals();
    await send('DELETE', `/api/movies/${film._id}`);
    await send('DELETE', `/api/manga/${manga._id}`);
    await send('DELETE', `/api/series/${series._id}`);
    await expectTotals();
  });

  it('limit=-1 on a works list answers at most 1,000, with the exact total', async () => {
    const { insertCatalogue } = await import('../../src/seed/catalogue.ts');
    await insertCatalogue(t().db.kysely, { movies: 1000, series: 0, manga: 0, seasons: { min: 0, max: 0 } });
    t().app.publicCache.cache.clear(); // written behind the api's back
    const res = (await t().get('/api/movies?limit=-1&select=movie_id')).json() as {
      data: { pagination_info: { results: unknown[]; totalItems: number; totalPages: number } };
    };
    const visible = await real({ kind: 'movie', visible: true });
    expect(visible).toBeGreaterThan(1000);
    expect(res.data.pagination_info.results).toHaveLength(1000);
    expect(res.data.pagination_info.totalItems).toBe(visible);
    expect(res.data.pagination_info.totalPages).toBe(2);
    await expectTotals();
  });
});
