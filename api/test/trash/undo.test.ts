import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { expectConsistent } from '../media/helpers.ts';
import { answers, client, filmWithPoster, fullSeries, mangaWithPages } from './helpers.ts';

/**
 * Delete, then undo: every answer of the api about the thing and what hangs from it is the same as before (the
 * same ids, numbers, positions, credits, genres, views, pictures), and while it is in the trash the public
 * answers leave it out.
 */

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const c = client(t, owner);

  const HOME = ['/api/trend/popular?limit=100', '/api/trend/today', '/api/trend/new', '/api/slide', '/api/genres'];

  it('a series with seasons, episodes, servers, credits, a genre and views comes back the same', async () => {
    const staff = await t().createUser({ is_translator: true, is_designer: true });
    const genre = await c.create('/api/genres', { name: 'ئەکشن', slug: `action-${kind}` });
    const s = await fullSeries(t(), c, staff.row.id, genre._id);
    const urls = [
      `/api/series/${s._id}`,
      '/api/series?limit=100',
      '/api/series?limit=100&select=genres en',
      `/api/search?q=${encodeURIComponent(s.en)}`,
      `/api/users/${staff.row.id}`,
      ...HOME,
    ];
    const before = await answers(t(), urls, await owner());

    const trashId = await c.remove(`/api/series/${s._id}`);
    expect((await t().get(`/api/series/${s._id}`)).statusCode).toBe(404);
    expect((await t().get(`/api/series/${s.series_id}/number`)).statusCode).toBe(404);
    const list = (await t().get('/api/series?limit=100')).json() as {
      data: { pagination_info: { totalItems: number } };
    };
    expect(list.data.pagination_info.totalItems).toBe(0);
    const search = (await t().get(`/api/search?q=${encodeURIComponent(s.en)}`)).json() as {
      data: { pagination_info: { results: unknown[] } };
    };
    expect(search.data.pagination_info.results).toEqual([]);
    expect(await answers(t(), urls, await owner())).not.toEqual(before);

    const restored = await c.restore(trashId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ data: { item: { kind: 'series', item_id: s._id, work: { _id: s._id } } } });
    expect(await answers(t(), urls, await owner())).toEqual(before);
    // the item is gone from the trash
    expect((await c.restore(trashId)).statusCode).toBe(404);
  });

  it('a season, an episode and a server each come back under their parent the same', async () => {
    const staff = await t().createUser({ is_translator: true });
    const genre = await c.create('/api/genres', { name: 'درامە', slug: `drama-${kind}` });
    const s = await fullSeries(t(), c, staff.row.id, genre._id);
    const urls = [`/api/series/${s._id}`, `/api/series/${s.series_id}/number`];
    const before = await answers(t(), urls, await owner());
    const [season] = s.session;
    const episode = season!.epsode[1]!;
    for (const url of [
      `/api/series/${s._id}/session/${season!._id}`,
      `/api/series/${s._id}/session/${season!._id}/epsode/${episode._id}`,
      `/api/series/${s._id}/session/${season!._id}/epsode/${episode._id}/server/${episode.server_epsode[0]!._id}`,
    ]) {
      const trashId = await c.remove(url);
      expect(await answers(t(), urls, await owner())).not.toEqual(before);
      expect((await c.restore(trashId)).statusCode).toBe(200);
      expect(await answers(t(), urls, await owner()), url).toEqual(before);
    }
  });

  it('a film with servers and a poster comes back with its picture', async () => {
    const film = await filmWithPoster(t(), c, await owner());
    const detail = (await t().get(`/api/movies/${film._id}`)).json() as {
      data: { movie: { poster: { original: string } } };
    };
    const picture = detail.data.movie.poster.original;
    const urls = [`/api/movies/${film._id}`, '/api/movies?limit=100', ...HOME];
    const before = await answers(t(), urls, await owner());
    const trashId = await c.remove(`/api/movies/${film._id}`);
    await expectConsistent(t());
    expect((await c.restore(trashId)).statusCode).toBe(200);
    expect(await answers(t(), urls, await owner())).toEqual(before);
    expect((await t().request('GET', picture, undefined, { apiKey: false })).statusCode).toBe(200);
    // and a film server alone
    const serverTrash = await c.remove(`/api/movies/${film._id}/server/${film.server[0]!._id}`);
    expect((await c.restore(serverTrash)).statusCode).toBe(200);
    expect(await answers(t(), urls, await owner())).toEqual(before);
    await expectConsistent(t());
  });

  it('a manga, a session, a chapter and a page come back with their pages in order', async () => {
    const m = await mangaWithPages(t(), c, await owner());
    const [first, second] = m.session as [(typeof m.session)[0], (typeof m.session)[0]];
    const chapter = second.chapter[1]!;
    const reader = `/api/manga/${m.manga_id}/number/session/${second.name_session}/chapter/${chapter.name_chapter}`;
    const urls = [`/api/manga/${m._id}`, '/api/manga?limit=100', reader, ...HOME];
    const before = await answers(t(), urls, await owner());
    const base = `/api/manga/${m._id}/session/${second._id}/chapter/${chapter._id}`;
    for (const url of [
      `${base}/page/${chapter.photo_path_array[1]!._id}`,
      base,
      `/api/manga/${m._id}/session/${first._id}`,
      `/api/manga/${m._id}`,
    ]) {
      const trashId = await c.remove(url);
      expect(await answers(t(), urls, await owner())).not.toEqual(before);
      await expectConsistent(t());
      const res = await c.restore(trashId);
      expect(res.statusCode, res.body).toBe(200);
      expect(await answers(t(), urls, await owner()), url).toEqual(before);
    }
    await expectConsistent(t());
  });

  it('a genre comes back on its works at its place; an ad and a banner come back', async () => {
    const staff = await t().createUser({ is_translator: true });
    const genre = await c.create('/api/genres', { name: 'کۆمیدی', slug: `comedy-${kind}` });
    const s = await fullSeries(t(), c, staff.row.id, genre._id);
    const ad = await c.create('/api/ads', { link: 'https://sponsor.example/x', name: 'A' });
    const banner = await c.create('/api/banners', { title: 'بانەر', link: 'https://example.com/b', position: 1 });
    const urls = [`/api/series/${s._id}`, '/api/genres', '/api/ads', '/api/banners', '/api/slide'];
    const before = await answers(t(), urls, await owner());
    for (const url of [`/api/genres/${genre._id}`, `/api/ads/${ad._id}`, `/api/banners/${banner._id}`]) {
      const trashId = await c.remove(url);
      expect(await answers(t(), urls, await owner())).not.toEqual(before);
      expect((await c.restore(trashId)).statusCode).toBe(200);
      expect(await answers(t(), urls, await owner()), url).toEqual(before);
    }
  });

  it('an account comes back with its credits, and can sign in again', async () => {
    const staff = await t().createUser({ is_translator: true, is_designer: true });
    const genre = await c.create('/api/genres', { name: 'ترسناک', slug: `horror-${kind}` });
    const s = await fullSeries(t(), c, staff.row.id, genre._id);
    const urls = [`/api/users/${staff.row.id}`, '/api/users?limit=-1', `/api/series/${s._id}`];
    const before = await answers(t(), urls, await owner());
    const trashId = await c.remove(`/api/users/${staff.row.id}`);
    expect((await t().get(`/api/users/${staff.row.id}`)).statusCode).toBe(404);
    expect((await c.restore(trashId)).statusCode).toBe(200);
    expect(await answers(t(), urls, await owner())).toEqual(before);
    expect(await t().login(staff.row.email, staff.password)).toEqual(expect.any(String));
  });
});
