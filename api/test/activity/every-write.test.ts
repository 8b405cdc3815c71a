import { expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp, type TestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';
import { image, multipart } from '../media/helpers.ts';

/**
 * The safety net of the history: every staff write route of the OpenAPI document is called once, as the
 * owner, on its own fresh targets, and must leave an entry of the expected action and kind. A new write
 * route that records nothing, or that this table does not know, fails here.
 */

interface Targets {
  movie: string;
  movieServer: string;
  series: string;
  season: string;
  episode: string;
  episodeServer: string;
  manga: string;
  session: string;
  chapter: string;
  page: string;
  user: string;
  ad: string;
  banner: string;
  genre: string;
  genres: string[];
  /** A trash item (a banner deleted for it). */
  trash: string;
}

interface Call {
  url: (f: Targets) => string;
  body?: (f: Targets) => unknown;
  /** A multipart upload of one picture under `field`. */
  file?: { field: string; width: number; height: number };
  expect: [action: string, kind: string];
  /** What must be there before the call (beyond the targets). */
  before?: (t: TestApp, f: Targets) => Promise<void>;
}

const M = (f: Targets) => `/api/movies/${f.movie}`;
const S = (f: Targets) => `/api/series/${f.series}`;
const SS = (f: Targets) => `${S(f)}/session/${f.season}`;
const SE = (f: Targets) => `${SS(f)}/epsode/${f.episode}`;
const MG = (f: Targets) => `/api/manga/${f.manga}`;
const MS = (f: Targets) => `${MG(f)}/session/${f.session}`;
const MC = (f: Targets) => `${MS(f)}/chapter/${f.chapter}`;

let unique = 0;
const account = () => {
  unique++;
  return {
    name: `هەژمار ${unique}`,
    username: `every_${unique}`,
    email: `every${unique}@example.com`,
    password: 'Every-pass-1',
  };
};
const poster = { field: 'poster', width: 400, height: 600 };

const CALLS: Record<string, Call> = {
  'POST /api/movies': { url: () => '/api/movies', body: () => movieBody(), expect: ['create', 'movie'] },
  'PATCH /api/movies/{id}': { url: M, body: () => ({ en: 'Changed' }), expect: ['edit', 'movie'] },
  'DELETE /api/movies/{id}': { url: M, expect: ['delete', 'movie'] },
  // the lists' actions on many works: one entry per work, as its single call would leave
  'POST /api/movies/bulk': {
    url: () => '/api/movies/bulk',
    body: (f) => ({ action: 'hide', work_ids: [f.movie] }),
    expect: ['edit', 'movie'],
  },
  'POST /api/series/bulk': {
    url: () => '/api/series/bulk',
    body: (f) => ({ action: 'genre', work_ids: [f.series], genre: f.genre }),
    expect: ['edit', 'series'],
  },
  'POST /api/manga/bulk': {
    url: () => '/api/manga/bulk',
    body: (f) => ({ action: 'delete', work_ids: [f.manga] }),
    expect: ['delete', 'manga'],
  },
  'POST /api/movies/{id}/server': { url: (f) => `${M(f)}/server`, body: () => server(), expect: ['create', 'server'] },
  'POST /api/movies/{id}/server/{serverId}/edit': {
    url: (f) => `${M(f)}/server/${f.movieServer}/edit`,
    body: () => ({ name_server: 'x' }),
    expect: ['edit', 'server'],
  },
  'DELETE /api/movies/{id}/server/{serverId}': {
    url: (f) => `${M(f)}/server/${f.movieServer}`,
    expect: ['delete', 'server'],
  },
  'POST /api/series': { url: () => '/api/series', body: () => seriesBody(), expect: ['create', 'series'] },
  'PATCH /api/series/{id}': { url: S, body: () => ({ status: 'finish' }), expect: ['edit', 'series'] },
  'DELETE /api/series/{id}': { url: S, expect: ['delete', 'series'] },
  'POST /api/series/{id}/session': {
    url: (f) => `${S(f)}/session`,
    body: () => ({ name_session: 2 }),
    expect: ['create', 'season'],
  },
  'PATCH /api/series/{id}/session/{sessionId}': {
    url: SS,
    body: () => ({ name_session: 3 }),
    expect: ['edit', 'season'],
  },
  'DELETE /api/series/{id}/session/{sessionId}': { url: SS, expect: ['delete', 'season'] },
  'POST /api/series/{id}/session/{sessionId}/epsode': {
    url: (f) => `${SS(f)}/epsode`,
    body: () => ({ name_epsode: 2 }),
    expect: ['create', 'episode'],
  },
  'POST /api/series/{id}/session/{sessionId}/epsode/range': {
    url: (f) => `${SS(f)}/epsode/range`,
    body: () => ({ from: 50, to: 50, servers: [] }),
    expect: ['create', 'episode'],
  },
  'PATCH /api/series/{id}/session/{sessionId}/epsode/{epsodeId}': {
    url: SE,
    body: () => ({ detail: 'x' }),
    expect: ['edit', 'episode'],
  },
  'DELETE /api/series/{id}/session/{sessionId}/epsode/{epsodeId}': { url: SE, expect: ['delete', 'episode'] },
  'POST /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/publish': {
    url: (f) => `${SE(f)}/publish`,
    body: () => ({}),
    expect: ['edit', 'episode'],
  },
  'POST /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server': {
    url: (f) => `${SE(f)}/server`,
    body: () => server(),
    expect: ['create', 'server'],
  },
  'POST /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}/edit': {
    url: (f) => `${SE(f)}/server/${f.episodeServer}/edit`,
    body: () => ({ embed_code: '<iframe src="https://e.example">' }),
    expect: ['edit', 'server'],
  },
  'DELETE /api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}': {
    url: (f) => `${SE(f)}/server/${f.episodeServer}`,
    expect: ['delete', 'server'],
  },
  'POST /api/manga': { url: () => '/api/manga', body: () => mangaBody(), expect: ['create', 'manga'] },
  'PATCH /api/manga/{id}': { url: MG, body: () => ({ active_show_on_swiper: 'true' }), expect: ['edit', 'manga'] },
  'DELETE /api/manga/{id}': { url: MG, expect: ['delete', 'manga'] },
  'POST /api/manga/{id}/session': {
    url: (f) => `${MG(f)}/session`,
    body: () => ({ name_session: 2 }),
    expect: ['create', 'session'],
  },
  'PATCH /api/manga/{id}/session/{sessionId}': { url: MS, body: () => ({ detail: 'x' }), expect: ['edit', 'session'] },
  'DELETE /api/manga/{id}/session/{sessionId}': { url: MS, expect: ['delete', 'session'] },
  'POST /api/manga/{id}/session/{sessionId}/chapter': {
    url: (f) => `${MS(f)}/chapter`,
    body: () => ({ name_chapter: '2' }),
    expect: ['create', 'chapter'],
  },
  'PATCH /api/manga/{id}/session/{sessionId}/chapter/{chapterId}': {
    url: MC,
    body: () => ({ name_chapter: '1.5' }),
    expect: ['edit', 'chapter'],
  },
  'DELETE /api/manga/{id}/session/{sessionId}/chapter/{chapterId}': { url: MC, expect: ['delete', 'chapter'] },
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/publish': {
    url: (f) => `${MC(f)}/publish`,
    body: () => ({}),
    expect: ['edit', 'chapter'],
  },
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/upload': {
    url: (f) => `${MC(f)}/upload`,
    file: { field: 'photo_path_array', width: 300, height: 450 },
    expect: ['upload', 'page'],
  },
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/reorder': {
    url: (f) => `${MC(f)}/reorder`,
    body: (f) => ({ order: [f.page] }),
    expect: ['reorder', 'page'],
  },
  'DELETE /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/page/{pageId}': {
    url: (f) => `${MC(f)}/page/${f.page}`,
    expect: ['delete', 'page'],
  },
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/pages/delete': {
    url: (f) => `${MC(f)}/pages/delete`,
    body: (f) => ({ pages: [f.page] }),
    expect: ['delete', 'page'],
  },
  'POST /api/movies/{id}/upload/{slot}': {
    url: (f) => `${M(f)}/upload/poster`,
    file: poster,
    expect: ['upload', 'image'],
  },
  'DELETE /api/movies/{id}/upload/{slot}': { url: (f) => `${M(f)}/upload/poster`, expect: ['delete', 'image'] },
  'POST /api/series/{id}/upload/{slot}': {
    url: (f) => `${S(f)}/upload/poster`,
    file: poster,
    expect: ['upload', 'image'],
  },
  'DELETE /api/series/{id}/upload/{slot}': { url: (f) => `${S(f)}/upload/poster`, expect: ['delete', 'image'] },
  'POST /api/manga/{id}/upload/{slot}': {
    url: (f) => `${MG(f)}/upload/poster`,
    file: poster,
    expect: ['upload', 'image'],
  },
  'DELETE /api/manga/{id}/upload/{slot}': { url: (f) => `${MG(f)}/upload/poster`, expect: ['delete', 'image'] },
  'POST /api/users': { url: () => '/api/users', body: account, expect: ['create', 'user'] },
  'PATCH /api/users/{id}': {
    url: (f) => `/api/users/${f.user}`,
    body: () => ({ name: 'نوێ' }),
    expect: ['edit', 'user'],
  },
  'DELETE /api/users/{id}': { url: (f) => `/api/users/${f.user}`, expect: ['delete', 'user'] },
  'POST /api/users/{id}/upload/avatar': {
    url: (f) => `/api/users/${f.user}/upload/avatar`,
    file: { field: 'avatar', width: 300, height: 300 },
    expect: ['upload', 'image'],
  },
  'DELETE /api/users/{id}/upload/avatar': {
    url: (f) => `/api/users/${f.user}/upload/avatar`,
    expect: ['delete', 'image'],
  },
  'POST /api/users/{id}/upload/background': {
    url: (f) => `/api/users/${f.user}/upload/background`,
    file: { field: 'background', width: 800, height: 450 },
    expect: ['upload', 'image'],
  },
  'DELETE /api/users/{id}/upload/background': {
    url: (f) => `/api/users/${f.user}/upload/background`,
    expect: ['delete', 'image'],
  },
  'POST /api/ads': {
    url: () => '/api/ads',
    body: () => ({ link: 'https://sponsor.example/a', name: 'A' }),
    expect: ['create', 'ad'],
  },
  'PATCH /api/ads/{id}': { url: (f) => `/api/ads/${f.ad}`, body: () => ({ name: 'B' }), expect: ['edit', 'ad'] },
  'DELETE /api/ads/{id}': { url: (f) => `/api/ads/${f.ad}`, expect: ['delete', 'ad'] },
  'POST /api/ads/{id}/upload/{slot}': {
    url: (f) => `/api/ads/${f.ad}/upload/desktop`,
    file: { field: 'desktop', width: 800, height: 100 },
    expect: ['upload', 'image'],
  },
  'DELETE /api/ads/{id}/upload/{slot}': { url: (f) => `/api/ads/${f.ad}/upload/desktop`, expect: ['delete', 'image'] },
  'PUT /api/ads/player/optouts/{workId}': {
    url: (f) => `/api/ads/player/optouts/${f.movie}`,
    body: () => ({ off: true }),
    expect: ['edit', 'movie'],
  },
  'POST /api/banners': { url: () => '/api/banners', body: () => ({ title: 'سڵاو' }), expect: ['create', 'banner'] },
  'PATCH /api/banners/{id}': {
    url: (f) => `/api/banners/${f.banner}`,
    body: () => ({ title: 'نوێ' }),
    expect: ['edit', 'banner'],
  },
  'DELETE /api/banners/{id}': { url: (f) => `/api/banners/${f.banner}`, expect: ['delete', 'banner'] },
  'POST /api/banners/{id}/upload/{slot}': {
    url: (f) => `/api/banners/${f.banner}/upload/poster`,
    file: poster,
    expect: ['upload', 'image'],
  },
  'DELETE /api/banners/{id}/upload/{slot}': {
    url: (f) => `/api/banners/${f.banner}/upload/poster`,
    expect: ['delete', 'image'],
  },
  'POST /api/genres': {
    url: () => '/api/genres',
    body: () => ({ name: 'تاقی', slug: `every-${++unique}` }),
    expect: ['create', 'genre'],
  },
  'POST /api/genres/order': {
    url: () => '/api/genres/order',
    body: (f) => ({ ids: [...f.genres].reverse() }),
    expect: ['reorder', 'genre'],
  },
  'PATCH /api/genres/{id}': {
    url: (f) => `/api/genres/${f.genre}`,
    body: () => ({ name: 'نوێ' }),
    expect: ['edit', 'genre'],
  },
  'DELETE /api/genres/{id}': { url: (f) => `/api/genres/${f.genre}`, expect: ['delete', 'genre'] },
  'POST /api/servers/{serverId}/reports/handled': {
    url: (f) => `/api/servers/${f.movieServer}/reports/handled`,
    // a visitor's report, stored as the public route stores it (the fixture's film is hidden from visitors)
    before: (t, f) => t.app.repos.servers.report(f.movieServer, 'a-visitor'),
    expect: ['handle', 'server'],
  },
  // translators submit: the fixture's chapter made a draft (and, to send back, a submitted one) first
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/submit': {
    url: (f) => `${MC(f)}/submit`,
    before: (t, f) => asDraft(t, f.chapter, null),
    expect: ['submit', 'chapter'],
  },
  'POST /api/manga/{id}/session/{sessionId}/chapter/{chapterId}/return': {
    url: (f) => `${MC(f)}/return`,
    body: () => ({ note: 'پەڕەکان ڕوون نین.' }),
    before: (t, f) => asDraft(t, f.chapter, Date.now()),
    expect: ['return', 'chapter'],
  },
  'POST /api/trash/{id}/restore': { url: (f) => `/api/trash/${f.trash}/restore`, expect: ['restore', 'banner'] },
  'POST /api/trash/restore': {
    url: () => '/api/trash/restore',
    body: (f) => ({ ids: [f.trash] }),
    expect: ['restore', 'banner'],
  },
  'DELETE /api/trash/{id}': { url: (f) => `/api/trash/${f.trash}`, expect: ['purge', 'banner'] },
};

async function asDraft(t: TestApp, chapter: string, submittedAt: number | null): Promise<void> {
  await t.db.kysely
    .updateTable('chapters')
    .set({ publish_at: null, submitted_at: submittedAt })
    .where('id', '=', chapter)
    .execute();
}

/**
 * Not staff writes: sign-in and visitors' reports are public by design; signing out ends a session and changes
 * nothing anyone reads (test/hostile/sessions).
 */
const NOT_STAFF = new Set([
  'POST /api/login',
  'POST /api/servers/{id}/report',
  'POST /api/logout',
  'POST /api/logout/all',
]);

type Json = Record<string, unknown> & { data: Record<string, Record<string, unknown>> };

async function targets(t: TestApp, token: string): Promise<Targets> {
  const call = async (method: 'POST' | 'PUT', url: string, body: unknown): Promise<Json> => {
    const res = await t.request(method, url, body, { token });
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Json;
  };
  const id = (o: Record<string, unknown> | undefined) => String((o as { _id: string })._id);
  type Tree = {
    server: { _id: string }[];
    session: {
      _id: string;
      epsode: { _id: string; server_epsode: { _id: string }[] }[];
      chapter: { _id: string; photo_path_array: { _id: string }[] }[];
    }[];
  };
  const tree = (r: Json, key: string) => r.data[key] as unknown as Tree;

  const movie = id((await call('POST', '/api/movies', movieBody())).data.movie);
  const movieServer = tree(await call('POST', `/api/movies/${movie}/server`, server()), 'movie').server[0]!._id;
  const series = id((await call('POST', '/api/series', seriesBody())).data.series);
  const season = tree(await call('POST', `/api/series/${series}/session`, { name_session: 1 }), 'series').session[0]!
    ._id;
  const ep = tree(await call('POST', `/api/series/${series}/session/${season}/epsode`, { name_epsode: 1 }), 'series');
  const episode = ep.session[0]!.epsode[0]!._id;
  const withServer = tree(
    await call('POST', `/api/series/${series}/session/${season}/epsode/${episode}/server`, server()),
    'series',
  );
  const manga = id((await call('POST', '/api/manga', mangaBody())).data.manga);
  const session = tree(await call('POST', `/api/manga/${manga}/session`, { name_session: 1 }), 'manga').session[0]!._id;
  const ch = tree(await call('POST', `/api/manga/${manga}/session/${session}/chapter`, { name_chapter: '1' }), 'manga');
  const chapter = ch.session[0]!.chapter[0]!._id;
  const { payload, headers } = multipart([
    { field: 'photo_path_array', filename: '1.png', data: await image('png', 300, 450), contentType: 'image/png' },
  ]);
  const paged = (
    await t.request('POST', `/api/manga/${manga}/session/${session}/chapter/${chapter}/upload`, payload, {
      token,
      headers,
    })
  ).json() as Json;
  const page = (paged.data.manga as unknown as Tree).session[0]!.chapter[0]!.photo_path_array[0]!._id;
  const user = id((await call('POST', '/api/users', account())).data.user);
  const ad = id((await call('POST', '/api/ads', { link: 'https://sponsor.example/x' })).data.ad);
  const banner = id((await call('POST', '/api/banners', { title: 'بانەر' })).data.banner);
  const genre = id((await call('POST', '/api/genres', { name: 'ژانر', slug: `fixture-${++unique}` })).data.genre);
  const all = (await t.get('/api/genres')).json() as { data: { genres: { _id: string }[] } };
  const trashed = id((await call('POST', '/api/banners', { title: 'بانەری سڕاو' })).data.banner);
  const deleted = await t.request('DELETE', `/api/banners/${trashed}`, undefined, { token });
  return {
    trash: String(deleted.headers['x-trash-id']),
    movie,
    movieServer,
    series,
    season,
    episode,
    episodeServer: withServer.session[0]!.epsode[0]!.server_epsode[0]!._id,
    manga,
    session,
    chapter,
    page,
    user,
    ad,
    banner,
    genre,
    genres: all.data.genres.map((g) => g._id),
  };
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it('knows every staff write route of the OpenAPI document', async () => {
    await t().app.ready();
    const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['post', 'patch', 'put', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const unknown = writes.filter((key) => !NOT_STAFF.has(key) && !(key in CALLS));
    expect(unknown, 'write routes this table does not call').toEqual([]);
    expect(
      Object.keys(CALLS).filter((key) => !writes.includes(key)),
      'calls of routes that do not exist',
    ).toEqual([]);
  });

  for (const [key, c] of Object.entries(CALLS)) {
    it(`${key} records ${c.expect.join(' ')}`, async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      const f = await targets(t(), token);
      await c.before?.(t(), f);
      const seen = new Set((await t().db.kysely.selectFrom('activity').select('id').execute()).map((r) => r.id));
      const [method] = key.split(' ') as ['POST' | 'PATCH' | 'PUT' | 'DELETE'];
      let res;
      if (c.file) {
        const data = await image('png', c.file.width, c.file.height);
        const { payload, headers } = multipart([
          { field: c.file.field, filename: 'x.png', data, contentType: 'image/png' },
        ]);
        res = await t().request(method, c.url(f), payload, { token, headers });
      } else {
        res = await t().request(method, c.url(f), c.body?.(f), { token });
      }
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
      const added = (await t().db.kysely.selectFrom('activity').selectAll().execute()).filter((r) => !seen.has(r.id));
      expect(
        added.map((r) => [r.action, r.kind, r.actor_username]),
        'one entry for the write',
      ).toEqual([[...c.expect, OWNER.username]]);
    });
  }
});
