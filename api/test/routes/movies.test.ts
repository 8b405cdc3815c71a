import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DEMO_CATALOGUE, demoHidden } from '../../src/seed/index.ts';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';
import { FIELD_LABELS } from '@ckb/contract/validation';

interface MovieItem {
  _id: string;
  movie_id: number;
  active_show: string;
  [key: string]: unknown;
}
type Paged = { data: { pagination_info: { results: MovieItem[]; totalPages: number; totalItems: number } } };

const TOTAL = DEMO_CATALOGUE.movies;
const VISIBLE = TOTAL - demoHidden(TOTAL);

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  const list = async (query: string, token?: string) => {
    const res = await t().get(`/api/movies${query}`, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Paged).data.pagination_info;
  };

  it('pages visible films 14 at a time, newest first, with the envelope of ARCHITECTURE §6', async () => {
    const page1 = await list('?page=1&limit=14&active_show=true');
    expect(page1.totalItems).toBe(VISIBLE);
    expect(page1.totalPages).toBe(Math.ceil(VISIBLE / 14));
    expect(page1.totalPages).toBeGreaterThanOrEqual(3);
    expect(page1.results).toHaveLength(14);
    const numbers = page1.results.map((m) => m.movie_id);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const last = await list(`?page=${page1.totalPages}&limit=14&active_show=true`);
    expect(last.results).toHaveLength(VISIBLE - 14 * (page1.totalPages - 1));
    const beyond = await list(`?page=${page1.totalPages + 1}&limit=14&active_show=true`);
    expect(beyond.results).toEqual([]);

    const all = new Set<number>();
    for (let p = 1; p <= page1.totalPages; p++)
      for (const m of (await list(`?page=${p}&limit=14`)).results) all.add(m.movie_id);
    expect(all.size).toBe(VISIBLE);
  });

  it('sends full film objects with the SPEC field names and string flags', async () => {
    const [movie] = (await list('?limit=1')).results;
    expect(movie).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      movie_id: expect.any(Number),
      type: 'anime',
      en: expect.any(String),
      ku: expect.stringMatching(/[\u0600-\u06FF]/),
      about: expect.stringMatching(/[\u0600-\u06FF]/),
      rating: expect.any(Number),
      view: expect.any(Number),
      active_show: 'true',
      active_show_on_slide: expect.stringMatching(/^(true|false)$/),
      poster: { low: '/img/poster/default.png', original: '/img/poster/default.png' },
      background: { low: '/img/default/default.png', original: '/img/default/default.png' },
    });
    expect(movie?.server).toEqual(
      expect.arrayContaining([
        {
          _id: expect.any(String),
          name_server: expect.any(String),
          embed_code: expect.stringMatching(/^<iframe src="https:\/\/player\.example\.com\/embed\//),
        },
      ]),
    );
    expect((movie?.translator_id as unknown[]).length).toBeGreaterThan(0);
    expect(movie?.translator_id).toEqual(
      expect.arrayContaining([
        {
          _id: expect.any(String),
          name: expect.any(String),
          avatar: expect.objectContaining({ low: expect.any(String) }),
        },
      ]),
    );
    for (const field of [
      'designer_id',
      'technique_id',
      'country',
      'language',
      'date_publish',
      'time',
      'budget',
      'revenue',
      'director',
      'assessment',
      'trailer',
      'imdb',
      'ar',
    ]) {
      expect(movie).toHaveProperty(field);
    }
  });

  it('limits fields with select (space separated), always keeping _id', async () => {
    const { results } = await list(
      `?page=1&limit=14&active_show=true&select=${encodeURIComponent('en ku poster movie_id')}`,
    );
    expect(results).toHaveLength(14);
    for (const m of results) expect(Object.keys(m).sort()).toEqual(['_id', 'en', 'ku', 'movie_id', 'poster']);
    const unknown = await list('?limit=2&select=en%20nonsense');
    expect(Object.keys(unknown.results[0] ?? {}).sort()).toEqual(['_id', 'en']);
  });

  it('limit=-1 answers everything on one page', async () => {
    const all = await list('?limit=-1&active_show=true');
    expect(all.results).toHaveLength(VISIBLE);
    expect(all.totalPages).toBe(1);
    expect(all.totalItems).toBe(VISIBLE);
  });

  it('defaults to page 1 and 10 per page', async () => {
    const res = await list('');
    expect(res.results).toHaveLength(10);
  });

  it('never shows hidden films to the public, even without active_show', async () => {
    const anon = await list('?limit=-1');
    expect(anon.totalItems).toBe(VISIBLE);
    expect(anon.results.every((m) => m.active_show === 'true')).toBe(true);
    const badToken = await list('?limit=-1', 'not-a-token');
    expect(badToken.totalItems).toBe(VISIBLE);
  });

  it('shows hidden films to signed-in staff, unless they ask for active_show=true', async () => {
    const { token } = await t().createUser({ is_translator: true });
    const staff = await list('?limit=-1', token);
    expect(staff.totalItems).toBe(TOTAL);
    expect(staff.results.filter((m) => m.active_show === 'false')).toHaveLength(demoHidden(TOTAL));
    const visibleOnly = await list('?limit=-1&active_show=true', token);
    expect(visibleOnly.totalItems).toBe(VISIBLE);
  });

  it('filters by type', async () => {
    expect((await list('?type=anime&limit=1')).totalItems).toBe(VISIBLE);
    expect((await list('?type=manga&limit=1')).totalItems).toBe(0);
  });

  it('refuses limit=0, negative pages and absurd limits with a 400 naming the field', async () => {
    for (const q of ['?limit=0', '?limit=-2', '?limit=100000', '?page=0', '?page=-1']) {
      const res = await t().get(`/api/movies${q}`);
      expect(res.statusCode, q).toBe(400);
      // named by the label a person sees, not by its wire name
      expect((res.json() as { message: string }).message).toMatch(
        new RegExp(`«(${FIELD_LABELS.limit}|${FIELD_LABELS.page})»`),
      );
    }
  });

  it('compresses the JSON when the client accepts gzip', async () => {
    const res = await t().get('/api/movies?limit=14', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Paged;
    expect(body.data.pagination_info.results).toHaveLength(14);
  });
});
