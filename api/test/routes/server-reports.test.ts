import type { ServerReportT } from '@ckb/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';

type Reports = { data: { reports: ServerReportT[] } };

const DAY = 86_400_000;
/**
 * The next noon UTC on the real clock: an hour either way stays in the same UTC day, and it is after the demo's
 * release times, which the seed sets from the real clock (a fixed day would fall before the episodes' release
 * once the real one has moved on, and their servers would be "not found").
 */
const NOW = (() => {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return noon.getTime() > Date.now() ? noon.getTime() : noon.getTime() + DAY;
})();

afterEach(() => {
  vi.useRealTimers();
});

/** Only `Date` is faked: Fastify's and the drivers' timers keep running. */
const at = (time: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
};

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });
  // the tests share one database: each starts with no reports
  beforeEach(async () => {
    await t().db.kysely.deleteFrom('server_reports').execute();
  });

  /** Servers of two different visible films, one of a visible series' episode, and one of a hidden work. */
  async function servers() {
    const db = t().db.kysely;
    const films = await db
      .selectFrom('servers')
      .innerJoin('works', 'works.id', 'servers.work_id')
      .select(['servers.id as id', 'servers.name_server as name', 'works.id as work', 'works.ku', 'works.en'])
      .where('works.active_show', '=', true)
      .orderBy('servers.id')
      .execute();
    const film = films[0]!;
    // of another film, so that one film's servers (`?work=`) are the first alone
    const other = films.find((s) => s.work !== film.work)!;
    const episode = await db
      .selectFrom('servers')
      .innerJoin('episodes', 'episodes.id', 'servers.episode_id')
      .innerJoin('seasons', 'seasons.id', 'episodes.season_id')
      .innerJoin('works', 'works.id', 'seasons.work_id')
      .select([
        'servers.id as id',
        'servers.name_server as name',
        'works.id as work',
        'works.ku',
        'works.en',
        'seasons.id as season',
        'seasons.number as seasonNumber',
        'episodes.id as episode',
        'episodes.number as episodeNumber',
      ])
      .where('works.active_show', '=', true)
      .executeTakeFirstOrThrow();
    const hidden = await db
      .selectFrom('servers')
      .innerJoin('works', 'works.id', 'servers.work_id')
      .select('servers.id as id')
      .where('works.active_show', '=', false)
      .executeTakeFirstOrThrow();
    expect(other).toBeDefined();
    return { film, other, episode, hidden };
  }
  const report = (id: string, ip = '203.0.113.7') =>
    t().post(`/api/servers/${id}/report`, undefined, { remoteAddress: ip });
  const owner = async () => t().login(OWNER.email, OWNER.password);
  const inbox = async (token: string, query = '') => {
    const res = await t().get(`/api/servers/reports${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Reports).data.reports;
  };
  const handle = (id: string, token?: string) =>
    t().post(`/api/servers/${id}/reports/handled`, undefined, token ? { token } : {});

  it('counts one report per visitor and day, however often they press', async () => {
    const { film } = await servers();
    for (let i = 0; i < 3; i++) expect((await report(film.id)).statusCode).toBe(202);
    expect((await report(film.id, '198.51.100.9')).statusCode).toBe(202);
    const reports = await inbox(await owner());
    expect(reports.map((r) => [r.server_id, r.count, r.today])).toEqual([[film.id, 2, 2]]);
  });

  it('lists each reported server with its place, its counts today and this week, worst first', async () => {
    const { film, other, episode } = await servers();
    const reportAt = async (time: number, id: string, ips: string[]) => {
      at(time);
      for (const ip of ips) {
        const res = await report(id, ip);
        expect(res.statusCode, `${new Date(time).toISOString()} ${res.body}`).toBe(202);
      }
    };
    // the film: one report 10 days ago (outside the week), two 3 days ago, one today
    await reportAt(NOW - 10 * DAY, film.id, ['192.0.2.1']);
    await reportAt(NOW - 3 * DAY, film.id, ['192.0.2.1', '192.0.2.2']);
    await reportAt(NOW - 3_600_000, film.id, ['192.0.2.1']);
    // the episode: three today; the other film: one 2 days ago
    await reportAt(NOW - 60_000, episode.id, ['192.0.2.1', '192.0.2.2', '192.0.2.3']);
    await reportAt(NOW - 2 * DAY, other.id, ['192.0.2.9']);
    at(NOW);
    const token = await owner();
    const reports = await inbox(token);

    // the week's count first (3, 3, 1), then today's (3 before 1)
    expect(reports.map((r) => [r.server_id, r.count, r.today, r.week])).toEqual([
      [episode.id, 3, 3, 3],
      [film.id, 4, 1, 3],
      [other.id, 1, 0, 1],
    ]);
    expect(reports[0]).toEqual({
      server_id: episode.id,
      name_server: episode.name,
      work: { _id: episode.work, kind: 'series', title: episode.ku || episode.en },
      season: { _id: episode.season, name_session: episode.seasonNumber },
      episode: { _id: episode.episode, name_epsode: episode.episodeNumber },
      count: 3,
      today: 3,
      week: 3,
      last_reported_at: NOW - 60_000,
    });
    expect(reports[1]).toMatchObject({
      name_server: film.name,
      work: { _id: film.work, kind: 'movie', title: film.ku || film.en },
      season: null,
      episode: null,
      last_reported_at: NOW - 3_600_000,
    });

    // a day later, yesterday's reports are no longer today's (equal weeks: all of them decide); eight days
    // later, the week has moved on too
    at(NOW + DAY);
    expect((await inbox(token)).map((r) => [r.server_id, r.today, r.week, r.count])).toEqual([
      [film.id, 0, 3, 4],
      [episode.id, 0, 3, 3],
      [other.id, 0, 1, 1],
    ]);
    at(NOW + 8 * DAY);
    expect((await inbox(await owner())).map((r) => [r.server_id, r.count, r.week])).toEqual([
      [film.id, 4, 0],
      [episode.id, 3, 0],
      [other.id, 1, 0],
    ]);

    // one work's servers: the film's own, or the series' episodes'
    at(NOW);
    expect((await inbox(token, `?work=${film.work}`)).map((r) => r.server_id)).toEqual([film.id]);
    expect((await inbox(token, `?work=${episode.work}`)).map((r) => r.server_id)).toEqual([episode.id]);
    expect(await inbox(token, '?work=000000000000000000000000')).toEqual([]);
  });

  it('marking a server handled clears it, says so in the history, and later reports count again', async () => {
    const { film, other } = await servers();
    at(NOW - 3_600_000);
    for (const ip of ['192.0.2.1', '192.0.2.2']) await report(film.id, ip);
    await report(other.id, '192.0.2.1');
    at(NOW);
    const token = await owner();

    const res = await handle(film.id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { cleared: 2 } });
    expect((await inbox(token)).map((r) => r.server_id)).toEqual([other.id]);
    const entries = await t()
      .db.kysely.selectFrom('activity')
      .selectAll()
      .where('action', '=', 'handle')
      .where('target_id', '=', film.id)
      .execute();
    expect(entries.map((e) => [e.kind, e.work_id, e.label, e.actor_username, JSON.parse(e.changes!)])).toEqual([
      ['server', film.work, film.name, OWNER.username, { reports: [2, 0] }],
    ]);

    // pressed again (by someone else at the same moment): nothing to clear, nothing more in the history
    expect((await handle(film.id, token)).json()).toEqual({ data: { cleared: 0 } });
    const handles = await t().db.kysely.selectFrom('activity').select('id').where('action', '=', 'handle').execute();
    expect(handles).toHaveLength(1);

    // the same visitor, the same day, reporting again after the fix: counted again
    at(NOW + 60_000);
    expect((await report(film.id, '192.0.2.1')).statusCode).toBe(202);
    const after = await inbox(token);
    expect(after.map((r) => [r.server_id, r.count, r.today, r.last_reported_at])).toEqual([
      [film.id, 1, 1, NOW + 60_000],
      [other.id, 1, 1, NOW - 3_600_000],
    ]);

    for (const id of ['000000000000000000000000', 'not-an-id']) {
      const missing = await handle(id, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'ئەم سێرڤەرە نەدۆزرایەوە.' });
    }
  });

  it('refuses reports of unknown servers and those of hidden works with a Sorani 404', async () => {
    const { hidden } = await servers();
    for (const id of ['000000000000000000000000', hidden.id]) {
      const res = await report(id);
      expect(res.statusCode).toBe(404);
      expect((res.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('opens the inbox and its handling to staff who edit works only, and stops a flood from one address', async () => {
    const { film } = await servers();
    expect((await report(film.id, '192.0.2.77')).statusCode).toBe(202);
    const anonymous = [await t().get('/api/servers/reports'), await handle(film.id)];
    for (const res of anonymous) {
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json() as object)).toEqual(['message']);
    }
    for (const flag of ['is_translator', 'is_supervisor'] as const) {
      const { token } = await t().createUser({ [flag]: true });
      for (const res of [await t().get('/api/servers/reports', { token }), await handle(film.id, token)]) {
        expect(res.statusCode, flag).toBe(403);
        expect((res.json() as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const admin = await t().createUser({ is_admin: true });
    expect((await inbox(admin.token)).map((r) => r.server_id)).toEqual([film.id]);
    expect((await handle(film.id, admin.token)).json()).toEqual({ data: { cleared: 1 } });

    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await report(film.id, '192.0.2.44')).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
  });
});
