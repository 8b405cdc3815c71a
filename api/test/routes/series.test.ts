import { expect, it } from 'vitest';
import { DEMO_CATALOGUE, demoHidden } from '../../src/seed/index.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { seriesBody, server } from '../helpers/fixtures.ts';

interface Server {
  _id: string;
  name_server: string;
  embed_code: string;
}
interface Episode {
  _id: string;
  name_epsode: number;
  detail: string;
  server_epsode: Server[];
}
interface Season {
  _id: string;
  name_session: number;
  detail: string;
  epsode: Episode[];
}
interface Series {
  _id: string;
  series_id: number;
  active_show: string;
  active_show_on_slide: string;
  session: Season[];
  translator_id: { _id: string; name: string; avatar: { low: string } }[];
  [key: string]: unknown;
}
type One = { data: { series: Series } };
type Paged = { data: { pagination_info: { results: Series[]; totalPages: number; totalItems: number } } };

const TOTAL = DEMO_CATALOGUE.series;
const VISIBLE = TOTAL - demoHidden(TOTAL);

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await t().post('/api/series', seriesBody(extra), { token: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as One).data.series;
  };
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = 200) => {
    const res = await t().request(method, url, body, { token: await owner() });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.json() as One).data.series;
  };

  it('GET /api/series pages visible series with select (SPEC §7 field list)', async () => {
    const select = encodeURIComponent('en ku about type poster view rating series_id');
    const res = await t().get(`/api/series?page=1&limit=14&active_show=true&select=${select}`);
    expect(res.statusCode).toBe(200);
    const info = (res.json() as Paged).data.pagination_info;
    expect(info.totalItems).toBe(VISIBLE);
    expect(info.totalPages).toBe(Math.ceil(VISIBLE / 14));
    for (const s of info.results) {
      expect(Object.keys(s).sort()).toEqual(
        ['_id', 'about', 'en', 'ku', 'poster', 'rating', 'series_id', 'type', 'view'].sort(),
      );
      expect(s.type).toBe('series');
    }
    const all = (await t().get('/api/series?limit=-1')).json() as Paged;
    expect(all.data.pagination_info.results).toHaveLength(VISIBLE);
  });

  it('full series objects carry the SPEC fields, seasons, episodes and servers', async () => {
    const res = await t().get('/api/series?limit=3');
    const [s] = (res.json() as Paged).data.pagination_info.results;
    expect(s).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      series_id: expect.any(Number),
      type: 'series',
      status: expect.stringMatching(/^(continue|finish)$/),
      active_show: 'true',
      active_show_on_slide: expect.stringMatching(/^(true|false)$/),
      poster: { low: expect.any(String), original: expect.any(String) },
    });
    for (const f of ['en', 'ku', 'ar', 'about', 'country', 'language', 'date_publish', 'time', 'budget', 'revenue']) {
      expect(s).toHaveProperty(f);
    }
    for (const f of [
      'director',
      'rating',
      'assessment',
      'trailer',
      'view',
      'background',
      'designer_id',
      'technique_id',
    ])
      expect(s).toHaveProperty(f);
    expect(s?.session.length).toBeGreaterThan(0);
    const season = s!.session[0]!;
    expect(season).toMatchObject({ _id: expect.any(String), name_session: 1, detail: expect.any(String) });
    expect(season.epsode[0]).toMatchObject({
      _id: expect.any(String),
      name_epsode: 1,
      server_epsode: expect.arrayContaining([
        { _id: expect.any(String), name_server: expect.any(String), embed_code: expect.stringContaining('<iframe') },
      ]),
    });
    const numbers = season.epsode.map((e) => e.name_epsode);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('GET /api/series/{id} and /api/series/{number}/number answer { data: { series } }', async () => {
    const [first] = ((await t().get('/api/series?limit=1')).json() as Paged).data.pagination_info.results;
    const byId = await t().get(`/api/series/${first!._id}`);
    expect(byId.statusCode).toBe(200);
    expect((byId.json() as One).data.series._id).toBe(first!._id);
    const byNumber = await t().get(`/api/series/${first!.series_id}/number`);
    expect(byNumber.statusCode).toBe(200);
    expect((byNumber.json() as One).data.series).toEqual((byId.json() as One).data.series);
    expect((await t().get('/api/series/999999/number')).statusCode).toBe(404);
    expect((await t().get('/api/series/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await t().get('/api/series/abc/number')).statusCode).toBe(404);
    // a film's id is not a series
    const [film] = ((await t().get('/api/movies?limit=1')).json() as Paged).data.pagination_info.results;
    expect((await t().get(`/api/series/${film!._id}`)).statusCode).toBe(404);
  });

  it('hides hidden series from the public by id and number; staff see them', async () => {
    const hidden = await create({ active_show: 'false' });
    expect(hidden.active_show).toBe('false');
    expect((await t().get(`/api/series/${hidden._id}`)).statusCode).toBe(404);
    expect((await t().get(`/api/series/${hidden.series_id}/number`)).statusCode).toBe(404);
    const staff = await t().createUser({ is_designer: true });
    expect((await t().get(`/api/series/${hidden._id}`, { token: staff.token })).statusCode).toBe(200);
    expect((await t().get(`/api/series/${hidden.series_id}/number`, { token: staff.token })).statusCode).toBe(200);
  });

  it('POST creates with the next public number, credits as staff refs; numbers are never reused', async () => {
    const users = (
      (await t().get('/api/users?limit=-1')).json() as {
        data: { pagination_info: { results: { _id: string; name: string }[] } };
      }
    ).data.pagination_info.results;
    const translator = users[1]!;
    const a = await create({ translator_id: [translator._id], designer_id: [{ _id: users[2]!._id }] });
    expect(a).toMatchObject({
      type: 'series',
      status: 'continue',
      active_show: 'true',
      active_show_on_slide: 'false',
      view: 0,
      session: [],
      poster: { low: '/img/poster/default.png' },
    });
    expect(a.translator_id).toEqual([
      { _id: translator._id, name: translator.name, avatar: expect.objectContaining({ low: expect.any(String) }) },
    ]);
    expect((a.designer_id as unknown[]).length).toBe(1);
    await call('DELETE', `/api/series/${a._id}`);
    const b = await create();
    expect(b.series_id).toBe(a.series_id + 1);
  });

  it('PATCH takes the full form, only active_show, or only active_show_on_slide', async () => {
    const s = await create();
    const full = await call('PATCH', `/api/series/${s._id}`, {
      ...seriesBody({ en: 'Renamed', status: 'finish', translator_id: [] }),
    });
    expect(full).toMatchObject({ en: 'Renamed', status: 'finish', series_id: s.series_id });
    expect(full.translator_id).toEqual([]);
    expect((await call('PATCH', `/api/series/${s._id}`, { active_show: false })).active_show).toBe('false');
    expect((await call('PATCH', `/api/series/${s._id}`, { active_show: 'true' })).active_show).toBe('true');
    const slide = await call('PATCH', `/api/series/${s._id}`, { active_show_on_slide: 'true' });
    expect(slide.active_show_on_slide).toBe('true');
    expect(slide.en).toBe('Renamed');
  });

  it('seasons: add (201), rename and detail, 409 duplicate, delete; whole series every time', async () => {
    const s = await create();
    const one = await call('POST', `/api/series/${s._id}/session`, { name_session: 1, detail: '  ' }, 201);
    expect(one.session).toEqual([{ _id: expect.any(String), name_session: 1, detail: '', epsode: [] }]);
    const two = await call('POST', `/api/series/${s._id}/session`, { name_session: 2, detail: 'وەرزی دووەم' }, 201);
    expect(two.session.map((x) => x.name_session)).toEqual([1, 2]);
    const dup = await t().post(`/api/series/${s._id}/session`, { name_session: 2 }, { token: await owner() });
    expect(dup.statusCode).toBe(409);
    expect((dup.json() as { message: string }).message).toBe('وەرزی ٢ پێشتر هەیە.');

    const seasonId = two.session[1]!._id;
    const renamed = await call('PATCH', `/api/series/${s._id}/session/${seasonId}`, { name_session: 3, detail: 'x' });
    expect(renamed.session[1]).toMatchObject({ name_session: 3, detail: 'x' });
    const cleared = await call('PATCH', `/api/series/${s._id}/session/${seasonId}`, { detail: '' });
    expect(cleared.session[1]).toMatchObject({ name_session: 3, detail: '' });
    const clash = await t().request(
      'PATCH',
      `/api/series/${s._id}/session/${seasonId}`,
      { name_session: 1 },
      { token: await owner() },
    );
    expect(clash.statusCode).toBe(409);

    const after = await call('DELETE', `/api/series/${s._id}/session/${seasonId}`);
    expect(after.session.map((x) => x.name_session)).toEqual([1]);
    const again = await t().request('DELETE', `/api/series/${s._id}/session/${seasonId}`, undefined, {
      token: await owner(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('episodes and their servers: add, rename, edit (POST .../edit), delete', async () => {
    const s = await create();
    const withSeason = await call('POST', `/api/series/${s._id}/session`, { name_session: 1 }, 201);
    const seasonId = withSeason.session[0]!._id;
    const E = `/api/series/${s._id}/session/${seasonId}/epsode`;
    await call('POST', E, { name_epsode: 2 }, 201);
    const both = await call('POST', E, { name_epsode: 1, detail: 'یەکەم' }, 201);
    expect(both.session[0]!.epsode.map((e) => [e.name_epsode, e.detail])).toEqual([
      [1, 'یەکەم'],
      [2, ''],
    ]);
    expect((await t().post(E, { name_epsode: 1 }, { token: await owner() })).statusCode).toBe(409);
    const episodeId = both.session[0]!.epsode[1]!._id;
    const renamed = await call('PATCH', `${E}/${episodeId}`, { name_epsode: 2.5, detail: 'تایبەت' });
    expect(renamed.session[0]!.epsode[1]).toMatchObject({ name_epsode: 2.5, detail: 'تایبەت' });

    const V = `${E}/${episodeId}/server`;
    const added = await call('POST', V, server('یەکەم'), 201);
    await call('POST', V, server('دووەم'), 201);
    const servers = (await call('PATCH', `${E}/${episodeId}`, { detail: 'x' })).session[0]!.epsode[1]!.server_epsode;
    expect(servers.map((x) => x.name_server)).toEqual(['یەکەم', 'دووەم']);
    expect(added.session[0]!.epsode[1]!.server_epsode).toHaveLength(1);
    const serverId = servers[0]!._id;
    const edited = await call('POST', `${V}/${serverId}/edit`, { embed_code: '<iframe src="https://e.example/2">' });
    expect(edited.session[0]!.epsode[1]!.server_epsode[0]).toEqual({
      _id: serverId,
      name_server: 'یەکەم',
      embed_code: '<iframe src="https://e.example/2">',
    });
    const removed = await call('DELETE', `${V}/${serverId}`);
    expect(removed.session[0]!.epsode[1]!.server_epsode.map((x) => x.name_server)).toEqual(['دووەم']);
    expect((await t().request('DELETE', `${V}/${serverId}`, undefined, { token: await owner() })).statusCode).toBe(404);

    const noEpisode = await call('DELETE', `${E}/${episodeId}`);
    expect(noEpisode.session[0]!.epsode.map((e) => e.name_epsode)).toEqual([1]);
  });

  it('nested ids must belong to the path: another series, season or episode is 404', async () => {
    const a = await call('POST', `/api/series/${(await create())._id}/session`, { name_session: 1 }, 201);
    const b = await create();
    const seasonOfA = a.session[0]!._id;
    for (const [method, url, body] of [
      ['DELETE', `/api/series/${b._id}/session/${seasonOfA}`, undefined],
      ['PATCH', `/api/series/${b._id}/session/${seasonOfA}`, { detail: 'x' }],
      ['POST', `/api/series/${b._id}/session/${seasonOfA}/epsode`, { name_epsode: 1 }],
      ['POST', `/api/series/${a._id}/session/0123456789abcdef01234567/epsode`, { name_epsode: 1 }],
      ['POST', `/api/series/${a._id}/session/${seasonOfA}/epsode/nope/server`, server()],
      ['POST', `/api/series/0123456789abcdef01234567/session`, { name_session: 9 }],
    ] as const) {
      const res = await t().request(method, url, body, { token: await owner() });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(Object.keys(res.json() as object)).toEqual(['message']);
    }
  });

  it('DELETE answers the series as it was; it is gone afterwards', async () => {
    const s = await create();
    const gone = await call('DELETE', `/api/series/${s._id}`);
    expect(gone._id).toBe(s._id);
    expect((await t().get(`/api/series/${s._id}`, { token: await owner() })).statusCode).toBe(404);
    expect((await t().request('DELETE', `/api/series/${s._id}`, undefined, { token: await owner() })).statusCode).toBe(
      404,
    );
  });
});
