import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';
import { image, upload } from '../media/helpers.ts';

/** Building works through the api (as the back-office does) and reading every answer about them. */

export interface Tree {
  _id: string;
  movie_id: number;
  series_id: number;
  manga_id: number;
  en: string;
  session: {
    _id: string;
    name_session: number;
    epsode: { _id: string; name_epsode: number; server_epsode: { _id: string }[] }[];
    chapter: { _id: string; name_chapter: string; photo_path_array: { _id: string; photoPathNum: number }[] }[];
  }[];
  server: { _id: string }[];
}

export function client(t: () => TestApp, token: () => Promise<string>) {
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t().request(method, url, body, { token: await token() });
  const ok = async (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const one = (res: LightMyRequestResponse) => Object.values((res.json() as { data: Record<string, Tree> }).data)[0]!;
  return {
    call,
    /** POST that must answer 201; answers the first object of `data`. */
    create: async (url: string, body: unknown) => one(await ok(await call('POST', url, body), 201)),
    /** DELETE that must answer 200; answers the trash item's id. */
    remove: async (url: string) => {
      const res = await ok(await call('DELETE', url));
      const id = res.headers['x-trash-id'];
      expect(typeof id, 'X-Trash-Id').toBe('string');
      return String(id);
    },
    restore: async (trashId: string) => call('POST', `/api/trash/${trashId}/restore`),
    purge: async (trashId: string) => call('DELETE', `/api/trash/${trashId}`),
  };
}

export type Client = ReturnType<typeof client>;

/** A series with credits, a genre, two seasons of two episodes with two servers each, and counted views. */
export async function fullSeries(t: TestApp, c: Client, staffId: string, genreId: string): Promise<Tree> {
  let s = await c.create(
    '/api/series',
    seriesBody({ translator_id: [staffId], designer_id: [staffId], genres: [genreId], active_show_on_slide: true }),
  );
  for (const n of [1, 2]) s = await c.create(`/api/series/${s._id}/session`, { name_session: n });
  for (const season of s.session)
    for (const n of [1, 2]) s = await c.create(`/api/series/${s._id}/session/${season._id}/epsode`, { name_epsode: n });
  for (const season of s.session)
    for (const episode of season.epsode)
      for (const name of ['a', 'b'])
        s = await c.create(`/api/series/${s._id}/session/${season._id}/epsode/${episode._id}/server`, server(name));
  for (let i = 0; i < 3; i++) await t.get(`/api/series/${s.series_id}/number`);
  await t.app.views.flush();
  // a flush is not a write: the cached by-number answers (views before it) are dropped as a write would
  t.app.invalidation.publish();
  return s;
}

export async function filmWithPoster(t: TestApp, c: Client, token: string): Promise<Tree> {
  let film = await c.create('/api/movies', movieBody());
  film = await c.create(`/api/movies/${film._id}/server`, server());
  film = await c.create(`/api/movies/${film._id}/server`, server('دووەم'));
  const res = await upload(t, {
    url: `/api/movies/${film._id}/upload/poster`,
    token,
    parts: [{ field: 'poster', filename: 'p.jpg', data: await image('jpeg', 200, 300) }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return film;
}

/** A manga with two sessions of two chapters of three uploaded pages. */
export async function mangaWithPages(t: TestApp, c: Client, token: string): Promise<Tree> {
  let m = await c.create('/api/manga', mangaBody());
  for (const n of [1, 2]) m = await c.create(`/api/manga/${m._id}/session`, { name_session: n });
  for (const session of m.session)
    for (const name of ['1', '2'])
      m = await c.create(`/api/manga/${m._id}/session/${session._id}/chapter`, { name_chapter: name });
  for (const session of m.session) {
    for (const chapter of session.chapter) {
      const res = await upload(t, {
        url: `/api/manga/${m._id}/session/${session._id}/chapter/${chapter._id}/upload`,
        token,
        parts: await Promise.all(
          [1, 2, 3].map(async (n) => ({
            field: 'photo_path_array',
            filename: `${n}.png`,
            data: await image('png', 120, 180, n * 50),
          })),
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      m = Object.values((res.json() as { data: Record<string, Tree> }).data)[0]!;
    }
  }
  return m;
}

/** Every answer at these URLs (status and body), anonymous and as `token`: what must be equal after an undo. */
export async function answers(t: TestApp, urls: readonly string[], token: string) {
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    for (const who of ['public', 'staff'] as const) {
      const res = await t.get(url, who === 'staff' ? { token } : {});
      out[`${who} ${url}`] = {
        status: res.statusCode,
        body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
      };
    }
  }
  return out;
}

/** How many items the trash holds. */
export async function trashCount(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('trash')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
