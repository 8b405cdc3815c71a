import { expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { movieBody, seriesBody } from '../helpers/fixtures.ts';
import { trashCount } from '../trash/helpers.ts';

/**
 * POST /api/{kind}/bulk: one call hides, shows, adds a genre to or deletes many works, all or nothing; the
 * same roles as the single calls; a delete's trash items come back one by one.
 */
interface Work {
  _id: string;
  en: string;
  active_show: string;
  genres?: { _id: string }[];
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'owner' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const createMovie = async (en: string) => {
    const res = await t().post('/api/movies', movieBody({ en, active_show: 'true' }), { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { movie: Work } }).data.movie;
  };
  const movie = async (id: string) =>
    (await t().get(`/api/movies/${id}`, { token: await owner() })).json() as { data: { movie: Work } };
  const bulk = async (body: unknown, as?: string) =>
    t().post('/api/movies/bulk', body, { token: as ?? (await owner()) });

  it('hides and shows several works in one call, each with its history entry', async () => {
    const works = await Promise.all(['One', 'Two', 'Three'].map((n) => createMovie(`Bulk ${n}`)));
    const ids = works.map((w) => w._id);
    const res = await bulk({ action: 'hide', work_ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { count: 3 } });
    for (const id of ids) expect((await movie(id)).data.movie.active_show).toBe('false');
    // the public no longer lists them
    const list = (await t().get('/api/movies?limit=100')).json() as {
      data: { pagination_info: { results: Work[] } };
    };
    expect(list.data.pagination_info.results.filter((w) => ids.includes(w._id))).toEqual([]);
    const history = (await t().get('/api/activity?limit=100', { token: await owner() })).json() as {
      data: { pagination_info: { results: { target: string }[] } };
    };
    for (const id of ids) expect(history.data.pagination_info.results.some((e) => e.target === id)).toBe(true);

    expect((await bulk({ action: 'show', work_ids: ids.slice(0, 2) })).statusCode).toBe(200);
    expect((await movie(ids[0]!)).data.movie.active_show).toBe('true');
    expect((await movie(ids[2]!)).data.movie.active_show).toBe('false');
  });

  it('adds a genre to many, keeping the genres they had', async () => {
    const a = await t().post('/api/genres', { name: 'ئەکشن', slug: `bulk-a-${kind}` }, { token: await owner() });
    const b = await t().post('/api/genres', { name: 'کۆمیدی', slug: `bulk-b-${kind}` }, { token: await owner() });
    const [ga, gb] = [a, b].map((r) => (r.json() as { data: { genre: { _id: string } } }).data.genre._id);
    const first = await createMovie('Genre One');
    await t().request('PATCH', `/api/movies/${first._id}`, { genres: [ga] }, { token: await owner() });
    const second = await createMovie('Genre Two');
    const res = await bulk({ action: 'genre', genre: gb, work_ids: [first._id, second._id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await movie(first._id)).data.movie.genres?.map((g) => g._id)).toEqual([ga, gb]);
    expect((await movie(second._id)).data.movie.genres?.map((g) => g._id)).toEqual([gb]);
    // twice is harmless
    expect((await bulk({ action: 'genre', genre: gb, work_ids: [first._id] })).statusCode).toBe(200);
    expect((await movie(first._id)).data.movie.genres?.map((g) => g._id)).toEqual([ga, gb]);

    const none = await bulk({ action: 'genre', work_ids: [first._id] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.bulk.genreRequired });
    expect((await bulk({ action: 'genre', genre: 'f'.repeat(24), work_ids: [first._id] })).statusCode).toBe(404);
  });

  it('all or nothing: one unknown id (or a work of another kind) changes none', async () => {
    const w = await createMovie('Kept One');
    const series = await t().post('/api/series', seriesBody({ en: 'A Series' }), { token: await owner() });
    const seriesId = (series.json() as { data: { series: Work } }).data.series._id;
    for (const stranger of ['0'.repeat(24), seriesId]) {
      const res = await bulk({ action: 'delete', work_ids: [w._id, stranger] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.bulk.missing(1) });
      expect((await movie(w._id)).data.movie.en).toBe('Kept One');
    }
    expect((await bulk({ action: 'hide', work_ids: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'burn', work_ids: [w._id] })).statusCode).toBe(400);
  });

  it('deletes many into the trash, one item each, named in the header; each comes back', async () => {
    const works = await Promise.all(['X', 'Y'].map((n) => createMovie(`Trash ${n}`)));
    const res = await bulk({ action: 'delete', work_ids: works.map((w) => w._id) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { count: number; trash_ids: string[] } };
    expect(body.data.count).toBe(2);
    expect(res.headers['x-trash-id']).toBe(body.data.trash_ids.join(','));
    for (const w of works)
      expect((await t().get(`/api/movies/${w._id}`, { token: await owner() })).statusCode).toBe(404);
    for (const id of body.data.trash_ids) {
      const back = await t().post(`/api/trash/${id}/restore`, undefined, { token: await owner() });
      expect(back.statusCode, back.body).toBe(200);
    }
    for (const w of works) expect((await movie(w._id)).data.movie.en).toBe(w.en);
  });

  it('a bulk delete comes back in one call, all of them or none', async () => {
    const restoreAll = async (ids: unknown) => t().post('/api/trash/restore', { ids }, { token: await owner() });
    const deleteAll = async (works: Work[]) => {
      const res = await bulk({ action: 'delete', work_ids: works.map((w) => w._id) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { trash_ids: string[] } }).data.trash_ids;
    };

    const works = await Promise.all(['P', 'Q', 'R'].map((n) => createMovie(`Undo ${n}`)));
    const back = await restoreAll(await deleteAll(works));
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as { data: { items: { item_id: string }[] } }).data.items.map((i) => i.item_id)).toEqual(
      works.map((w) => w._id),
    );
    for (const w of works) expect((await movie(w._id)).data.movie.en).toBe(w.en);

    // one of them cannot come back (another film has its number now): none comes back, every item stays in the trash
    const { number } = await t()
      .db.kysely.selectFrom('works')
      .select('number')
      .where('id', '=', works[1]!._id)
      .executeTakeFirstOrThrow();
    const ids = await deleteAll(works);
    const other = await createMovie('Took a number');
    await t().db.kysely.updateTable('works').set({ number }).where('id', '=', other._id).execute();
    const items = await trashCount(t());
    const refused = await restoreAll(ids);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/[\u0600-\u06ff]/);
    expect(await trashCount(t())).toBe(items);
    for (const w of works)
      expect((await t().get(`/api/movies/${w._id}`, { token: await owner() })).statusCode).toBe(404);

    // malformed lists are refused in Sorani before anything is read
    for (const bad of [[], 'x', [ids[0], ids[0]]]) {
      const res = await restoreAll(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await t().post('/api/trash/restore', { ids })).statusCode).toBe(401);
  });

  it('refuses the roles that may not change works, in Sorani, and anonymous callers', async () => {
    const w = await createMovie('Guarded');
    const translator = await t().createUser({ is_translator: true });
    const supervisor = await t().createUser({ is_supervisor: true });
    for (const who of [translator, supervisor]) {
      for (const action of ['hide', 'delete']) {
        const res = await bulk({ action, work_ids: [w._id] }, who.token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: messages.forbidden });
      }
    }
    expect((await t().post('/api/movies/bulk', { action: 'hide', work_ids: [w._id] })).statusCode).toBe(401);
    const admin = await t().createUser({ is_admin: true });
    expect((await bulk({ action: 'hide', work_ids: [w._id] }, admin.token)).statusCode).toBe(200);
  });
});
