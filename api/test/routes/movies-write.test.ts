import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { movieBody, server } from '../helpers/fixtures.ts';

interface Movie {
  _id: string;
  movie_id: number;
  server: { _id: string; name_server: string; embed_code: string }[];
  [key: string]: unknown;
}
type One = { data: { movie: Movie } };

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = 200) => {
    const res = await t().request(method, url, body, { token: await owner() });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.json() as One).data.movie;
  };

  it('POST /api/movies creates a film (201 { data: { movie } }) with every SPEC field', async () => {
    const body = movieBody({ imdb: '7.9', active_show_on_slide: true });
    const movie = await call('POST', '/api/movies', body, 201);
    expect(movie).toMatchObject({
      ...body,
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      movie_id: expect.any(Number),
      type: 'anime',
      view: 0,
      active_show: 'true',
      active_show_on_slide: 'true',
      server: [],
      translator_id: [],
      designer_id: [],
      technique_id: [],
      poster: { low: '/img/poster/default.png', original: '/img/poster/default.png' },
      background: { low: '/img/default/default.png', original: '/img/default/default.png' },
    });
    const all = (await t().get('/api/movies?limit=-1', { token: await owner() })).json() as {
      data: { pagination_info: { results: Movie[] } };
    };
    expect(Math.max(...all.data.pagination_info.results.map((m) => m.movie_id))).toBe(movie.movie_id);
  });

  it('GET by _id and by number answer the same film', async () => {
    const movie = await call('POST', '/api/movies', movieBody(), 201);
    const byId = (await t().get(`/api/movies/${movie._id}`)).json() as One;
    const byNumber = (await t().get(`/api/movies/${movie.movie_id}/number`)).json() as One;
    expect(byId.data.movie).toEqual(movie);
    expect(byNumber.data.movie).toEqual(movie);
  });

  it('PATCH: the edit form, only active_show, only active_show_on_slide', async () => {
    const movie = await call('POST', '/api/movies', movieBody(), 201);
    const { type: _type, ...form } = movieBody({ en: 'Edited', rating: 9.5 });
    const edited = await call('PATCH', `/api/movies/${movie._id}`, form);
    expect(edited).toMatchObject({ en: 'Edited', rating: 9.5, movie_id: movie.movie_id });
    expect((await call('PATCH', `/api/movies/${movie._id}`, { active_show: 'false' })).active_show).toBe('false');
    const slide = await call('PATCH', `/api/movies/${movie._id}`, { active_show_on_slide: 'true' });
    expect(slide).toMatchObject({ active_show: 'false', active_show_on_slide: 'true', en: 'Edited' });
  });

  it('servers: add (data.movie.server), edit, delete; unknown server 404', async () => {
    const movie = await call('POST', '/api/movies', movieBody(), 201);
    const one = await call('POST', `/api/movies/${movie._id}/server`, server('A'), 201);
    expect(one.server).toEqual([{ _id: expect.any(String), ...server('A') }]);
    const two = await call('POST', `/api/movies/${movie._id}/server`, server('B'), 201);
    expect(two.server.map((s) => s.name_server)).toEqual(['A', 'B']);
    const id = two.server[0]!._id;
    const edited = await call('POST', `/api/movies/${movie._id}/server/${id}/edit`, { name_server: 'A2' });
    expect(edited.server.map((s) => s.name_server)).toEqual(['A2', 'B']);
    const removed = await call('DELETE', `/api/movies/${movie._id}/server/${id}`);
    expect(removed.server.map((s) => s.name_server)).toEqual(['B']);
    const missing = await t().request('DELETE', `/api/movies/${movie._id}/server/${id}`, undefined, {
      token: await owner(),
    });
    expect(missing.statusCode).toBe(404);
    const other = await call('POST', '/api/movies', movieBody(), 201);
    const foreign = await t().request(
      'POST',
      `/api/movies/${other._id}/server/${two.server[1]!._id}/edit`,
      { name_server: 'x' },
      { token: await owner() },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('DELETE answers the film as it was', async () => {
    const movie = await call('POST', '/api/movies', movieBody(), 201);
    expect((await call('DELETE', `/api/movies/${movie._id}`)).movie_id).toBe(movie.movie_id);
    expect((await t().get(`/api/movies/${movie.movie_id}/number`)).statusCode).toBe(404);
  });
});
