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

  const KINDS = [
    {
      path: 'series',
      body: seriesBody,
      child: 'epsode',
      first: { name_epsode: 1 },
      second: { name_epsode: 2 },
      CHILD: EPISODE,
    },
    {
      path: 'manga',
      body: mangaBody,
      child: 'chapter',
      first: { name_chapter: '1' },
      second: { name_chapter: '2' },
      CHILD: CHAPTER,
    },
  ] as const;

  it.each(KINDS)('$path: a season or a $child that is not there, malformed or not under its parent', async (k) => {
    const a = await built(k.path, k.body(), k.child, k.first);
    const b = await built(k.path, k.body(), k.child, k.first);
    const season = (s: typeof a) => `/api/${k.path}/${a.workId}/session/${s.seasonId}`;
    const cases: [string, string][] = [
      [`/api/${k.path}/${a.workId}/session/not-an-id`, SEASON],
      [season(b), SEASON],
      [`${season(a)}/${k.child}/not-an-id`, k.CHILD],
      [`${season(a)}/${k.child}/${b.childId}`, k.CHILD],
      [`${season(b)}/${k.child}/${b.childId}`, SEASON],
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
    const add = await write('POST', `${season(b)}/${k.child}`, k.second);
    expect(add).toEqual({ status: 404, body: { message: SEASON } });
  });
});
