import { expect, it } from 'vitest';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

interface Genre {
  _id: string;
  slug: string;
  name: string;
  position: number;
  works: number;
}
interface Ref {
  _id: string;
  slug: string;
  name: string;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  const genres = async () => {
    const res = await t().get('/api/genres');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { genres: Genre[] } }).data.genres;
  };

  it('lists the genres in order, each with its number of visible works, and every demo work has some', async () => {
    const list = await genres();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.map((g) => g.position)).toEqual([...list.map((g) => g.position)].sort((a, b) => a - b));
    expect(list.find((g) => g.slug === 'action')).toMatchObject({ name: 'ئاکشن', works: expect.any(Number) });
    expect(list.reduce((n, g) => n + g.works, 0)).toBeGreaterThan(0);
    for (const path of ['movies', 'series', 'manga']) {
      const res = await t().get(`/api/${path}?limit=-1&select=genres en`);
      const items = (res.json() as { data: { pagination_info: { results: { genres: Ref[] }[] } } }).data.pagination_info
        .results;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.genres.length, path).toBeGreaterThanOrEqual(2);
    }
  });

  it('filters a list by genre slug; an unknown genre lists nothing', async () => {
    const action = (await genres()).find((g) => g.slug === 'action') as Genre;
    const res = await t().get('/api/series?genre=action&limit=50&select=genres');
    const page = (res.json() as { data: { pagination_info: { results: { genres: Ref[] }[]; totalItems: number } } })
      .data.pagination_info;
    expect(page.results.length).toBeGreaterThan(0);
    for (const item of page.results) expect(item.genres.map((g) => g.slug)).toContain('action');
    expect(page.totalItems).toBeLessThanOrEqual(action.works);
    const none = await t().get('/api/movies?genre=no-such-genre');
    expect(none.json()).toMatchObject({ data: { pagination_info: { results: [], totalItems: 0 } } });
  });

  it('lets an admin create, rename, reorder and delete genres, and refuses others', async () => {
    const admin = await t().createUser({ is_admin: true });
    const translator = await t().createUser({ is_translator: true });
    const supervisor = await t().createUser({ is_supervisor: true });
    const body = { name: 'ئیسێکای', slug: 'isekai' };

    expect((await t().post('/api/genres', body)).statusCode).toBe(401);
    for (const who of [translator, supervisor]) {
      const res = await t().post('/api/genres', body, { token: who.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }

    const created = await t().post('/api/genres', body, { token: admin.token });
    expect(created.statusCode, created.body).toBe(201);
    const genre = (created.json() as { data: { genre: Genre } }).data.genre;
    const before = await genres();
    expect(genre).toMatchObject({ slug: 'isekai', name: 'ئیسێکای', works: 0, position: before.length - 1 });

    const taken = await t().post('/api/genres', { name: 'دووبارە', slug: 'isekai' }, { token: admin.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('isekai');
    const badSlug = await t().post('/api/genres', { name: 'هەڵە', slug: 'Not A Slug' }, { token: admin.token });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toContain('«ناسێنەر (لاتینی)»');

    const renamed = await t().request(
      'PATCH',
      `/api/genres/${genre._id}`,
      { name: '  جیهانی   تر ' },
      { token: admin.token },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.genre).toMatchObject({ name: 'جیهانی تر', slug: 'isekai' });

    const reversed = before.map((g) => g._id).reverse();
    const partial = await t().post('/api/genres/order', { ids: reversed.slice(1) }, { token: admin.token });
    expect(partial.statusCode).toBe(400);
    const ordered = await t().post('/api/genres/order', { ids: reversed }, { token: admin.token });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await genres()).map((g) => g._id)).toEqual(reversed);
    expect((await genres())[0]?.slug).toBe('isekai');

    const removed = await t().request('DELETE', `/api/genres/${genre._id}`, undefined, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect((await genres()).map((g) => g.slug)).not.toContain('isekai');
    const again = await t().request('DELETE', `/api/genres/${genre._id}`, undefined, { token: admin.token });
    expect(again.statusCode).toBe(404);
  });

  it('sets a work’s genres and alternative titles through its edit, and a deleted genre leaves the work', async () => {
    const admin = await t().createUser({ is_dev: true });
    const list = await genres();
    const [first, second] = list as [Genre, Genre];
    const film = (await t().get('/api/movies?limit=1')).json().data.pagination_info.results[0] as { _id: string };
    const res = await t().request(
      'PATCH',
      `/api/movies/${film._id}`,
      { genres: [second._id, { _id: first._id }], alt_titles: [' Other  name ', '', 'ناوی تر'] },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const movie = res.json().data.movie as { genres: Ref[]; alt_titles: string[] };
    expect(movie.genres.map((g) => g.slug)).toEqual([second.slug, first.slug]);
    expect(movie.alt_titles).toEqual(['Other name', 'ناوی تر']);

    const unknown = await t().request(
      'PATCH',
      `/api/movies/${film._id}`,
      { genres: ['0123456789abcdef01234567'] },
      { token: admin.token },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('«ژانرەکان»');

    const created = await t().request(
      'POST',
      '/api/genres',
      { name: 'کاتی', slug: 'temporary' },
      { token: admin.token },
    );
    const temp = created.json().data.genre as Genre;
    await t().request('PATCH', `/api/movies/${film._id}`, { genres: [temp._id] }, { token: admin.token });
    await t().request('DELETE', `/api/genres/${temp._id}`, undefined, { token: admin.token });
    const after = (await t().get(`/api/movies/${film._id}`, { token: admin.token })).json().data.movie;
    expect(after.genres).toEqual([]);
  });
});
