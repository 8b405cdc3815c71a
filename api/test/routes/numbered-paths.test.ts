import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { mangaBody, seriesBody } from '../helpers/fixtures.ts';

/**
 * Every level answers a path id that names nothing with its own 404 message, the same whether the id
 * cannot exist (refused before the guards) or is well formed but not under the parent the path names
 * (refused by the path check): a season, an episode, a session, a chapter.
 */

const SEASON = 'ئەم وەرزە نەدۆزرایەوە.';
const EPISODE = 'ئەم ئەڵقەیە نەدۆزرایەوە.';
const CHAPTER = 'ئەم بەشە نەدۆزرایەوە.';

interface Tree {
  _id: string;
  session: { _id: string; epsode?: { _id: string }[]; chapter?: { _id: string }[] }[];
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const res = await t().request(method, url, body, { token: await owner() });
    return { status: res.statusCode, body: res.json() as { message?: string; data?: Record<string, Tree> } };
  };
  /** A work with one season (session) holding one child; the ids of all three. */
  const built = async (path: 'series' | 'manga', body: Record<string, unknown>, child: string, value: unknown) => {
    const workId = (await write('POST', `/api/${path}`, body)).body.data![path]!._id;
    const withSeason = (await write('POST', `/api/${path}/${workId}/session`, { name_session: 1 })).body.data![path]!;
    const seasonId = withSeason.session[0]!._id;
    const row = (await write('POST', `/api/${path}/${workId}/session/${seasonId}/${child}`, value)).body.data![path]!
      .session[0]!;
    return { workId, seasonId, childId: (row.epsode ?? row.chapter ?? [])[0]!._id };
  };

  it('series: a season or an episode that is not there, malformed or not under its parent', async () => {
    const a = await built('series', seriesBody(), 'epsode', { name_epsode: 1 });
    const b = await built('series', seriesBody(), 'epsode', { name_epsode: 1 });
    const cases: [string, string][] = [
      [`/api/series/${a.workId}/session/not-an-id`, SEASON],
      [`/api/series/${a.workId}/session/${b.seasonId}`, SEASON],
      [`/api/series/${a.workId}/session/${a.seasonId}/epsode/not-an-id`, EPISODE],
      [`/api/series/${a.workId}/session/${a.seasonId}/epsode/${b.childId}`, EPISODE],
      [`/api/series/${a.workId}/session/${b.seasonId}/epsode/${b.childId}`, SEASON],
    ];
    for (const [url, message] of cases) {
      for (const [method, body] of [
        ['PATCH', { detail: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await write(method, url, body);
        expect(res, `${method} ${url}`).toEqual({ status: 404, body: { message } });
      }
    }
    const add = await write('POST', `/api/series/${a.workId}/session/${b.seasonId}/epsode`, { name_epsode: 2 });
    expect(add).toEqual({ status: 404, body: { message: SEASON } });
  });

  it('manga: a session or a chapter that is not there, malformed or not under its parent', async () => {
    const a = await built('manga', mangaBody(), 'chapter', { name_chapter: '1' });
    const b = await built('manga', mangaBody(), 'chapter', { name_chapter: '1' });
    const cases: [string, string][] = [
      [`/api/manga/${a.workId}/session/not-an-id`, SEASON],
      [`/api/manga/${a.workId}/session/${b.seasonId}`, SEASON],
      [`/api/manga/${a.workId}/session/${a.seasonId}/chapter/not-an-id`, CHAPTER],
      [`/api/manga/${a.workId}/session/${a.seasonId}/chapter/${b.childId}`, CHAPTER],
      [`/api/manga/${a.workId}/session/${b.seasonId}/chapter/${b.childId}`, SEASON],
    ];
    for (const [url, message] of cases) {
      for (const [method, body] of [
        ['PATCH', { detail: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await write(method, url, body);
        expect(res, `${method} ${url}`).toEqual({ status: 404, body: { message } });
      }
    }
    const add = await write('POST', `/api/manga/${a.workId}/session/${b.seasonId}/chapter`, { name_chapter: '2' });
    expect(add).toEqual({ status: 404, body: { message: SEASON } });
  });
});
