import { expect, it } from 'vitest';
import { EPISODE_RANGE_MAX } from '@ckb/contract';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { seriesBody } from '../helpers/fixtures.ts';

interface Episode {
  _id: string;
  name_epsode: number;
  server_epsode: { name_server: string; embed_code: string }[];
}
interface Season {
  _id: string;
  name_session: number;
  epsode: Episode[];
}
type One = { data: { series: { _id: string; session: Season[] } } };

const pattern = {
  name_server: 'سێرڤەری {n}',
  embed_code: '<iframe src="https://player.example.com/embed/show-{n}?ep={n}"></iframe>',
};

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const admin = async (tt: TestApp) => (await tt.createUser({ is_admin: true })).token;
  /** A series with season 1 holding episode 3. */
  const season = async (token: string) => {
    const series = ((await t().post('/api/series', seriesBody(), { token })).json() as One).data.series;
    const base = `/api/series/${series._id}/session`;
    const withSeason = ((await t().post(base, { name_session: 1 }, { token })).json() as One).data.series;
    const seasonId = withSeason.session[0]!._id;
    const added = await t().post(`${base}/${seasonId}/epsode`, { name_epsode: 3 }, { token });
    expect(added.statusCode, added.body).toBe(201);
    return { url: `${base}/${seasonId}/epsode/range`, seriesId: series._id };
  };
  const episodesOf = (body: One) => body.data.series.session[0]!.epsode;

  it('adds episodes N..M, each with the servers of the pattern ({n} filled in), in number order', async () => {
    const token = await admin(t());
    const { url } = await season(token);
    const res = await t().post(
      url,
      { from: 4, to: 7, servers: [pattern, { name_server: 'B', embed_code: 'https://b.example/{n}' }] },
      { token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const episodes = episodesOf(res.json());
    expect(episodes.map((e) => e.name_epsode)).toEqual([3, 4, 5, 6, 7]);
    expect(episodes[0]!.server_epsode).toEqual([]);
    expect(episodes[2]!.server_epsode).toEqual([
      {
        _id: expect.any(String),
        name_server: 'سێرڤەری 5',
        embed_code: '<iframe src="https://player.example.com/embed/show-5?ep=5"></iframe>',
      },
      { _id: expect.any(String), name_server: 'B', embed_code: 'https://b.example/5' },
    ]);
  });

  it('refuses a range that meets an existing number: 409 naming it, nothing added', async () => {
    const token = await admin(t());
    const { url, seriesId } = await season(token);
    const res = await t().post(url, { from: 1, to: 5, servers: [pattern] }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('٣');
    const after = (await t().get(`/api/series/${seriesId}`, { token })).json() as One;
    expect(episodesOf(after).map((e) => e.name_epsode)).toEqual([3]);
  });

  it(`refuses more than ${EPISODE_RANGE_MAX} episodes and a backwards range (400, Sorani)`, async () => {
    const token = await admin(t());
    const { url, seriesId } = await season(token);
    const long = await t().post(url, { from: 10, to: 10 + EPISODE_RANGE_MAX, servers: [] }, { token });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(new Intl.NumberFormat('ckb').format(EPISODE_RANGE_MAX));
    const backwards = await t().post(url, { from: 9, to: 8, servers: [] }, { token });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('ژمارەی یەکەم ئەڵقە نابێت لە ژمارەی دوایین ئەڵقە گەورەتر بێت.');
    // exactly the limit is fine
    const full = await t().post(url, { from: 10, to: 9 + EPISODE_RANGE_MAX, servers: [] }, { token });
    expect(full.statusCode, full.body).toBe(201);
    const after = (await t().get(`/api/series/${seriesId}`, { token })).json() as One;
    expect(episodesOf(after)).toHaveLength(1 + EPISODE_RANGE_MAX);
  });

  it('is refused to roles that may not add episodes, and to an unknown season', async () => {
    const token = await admin(t());
    const { url, seriesId } = await season(token);
    for (const flags of [{ is_translator: true }, { is_designer: true }, { is_supervisor: true }]) {
      const other = (await t().createUser(flags)).token;
      expect((await t().post(url, { from: 4, to: 5, servers: [] }, { token: other })).statusCode).toBe(403);
    }
    expect((await t().post(url, { from: 4, to: 5, servers: [] })).statusCode).toBe(401);
    const missing = await t().post(
      `/api/series/${seriesId}/session/aaaaaaaaaaaaaaaaaaaaaaaa/epsode/range`,
      { from: 4, to: 5, servers: [] },
      { token },
    );
    expect(missing.statusCode).toBe(404);
    const after = (await t().get(`/api/series/${seriesId}`, { token })).json() as One;
    expect(episodesOf(after).map((e) => e.name_epsode)).toEqual([3]);
  });
});
