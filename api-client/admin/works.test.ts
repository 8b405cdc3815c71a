import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/store.ts';
import { catalogApi } from '../src/endpoints/catalog.ts';
import { planToast } from './toasts.ts';
import { seasonsAdminApi } from './seasons.ts';
import { worksAdminApi } from './works.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fake api behind fetch: `routes` answers by "METHOD /path". */
function serve(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname}`;
    seen.push(`${key}${url.search}`);
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.json();
    const answer = routes[key]?.(body) ?? { status: 404, body: { message: 'نەدۆزرایەوە' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

/** The film fields a series' create body needs besides its names (SPEC §5: all required). */
const screenBody = {
  ar: 'x',
  about: 'x',
  country: 'x',
  language: 'x',
  date_publish: '2020',
  time: 1,
  budget: 1,
  revenue: 1,
  rating: 1,
  assessment: 'x',
  director: 'x',
  trailer: 'https://x',
};
const film = (en: string) => ({ _id: 'm1', movie_id: 7, en, server: [] });
const page = (en: string) => ({ data: { pagination_info: { results: [film(en)], totalPages: 1, totalItems: 1 } } });

describe('works admin endpoints', () => {
  it('an update refreshes the detail and the lists that show the work, without a reload', async () => {
    let en = 'Before';
    const seen = serve({
      'GET /api/movies/m1': () => ({ body: { data: { movie: film(en) } } }),
      'GET /api/movies': () => ({ body: page(en) }),
      'PATCH /api/movies/m1': (body) => {
        en = (body as { en: string }).en;
        return { body: { data: { movie: film(en) } } };
      },
    });
    const store = makeStore();
    const detail = store.dispatch(catalogApi.endpoints.getMovie.initiate('m1'));
    const list = store.dispatch(catalogApi.endpoints.getMovies.initiate({ page: 1, limit: 12 }));
    await Promise.all([detail, list]);

    const saved = await store.dispatch(
      worksAdminApi.endpoints.updateWork.initiate({ kind: 'movies', id: 'm1', body: { en: 'After' } }),
    );
    expect(saved.data?.en).toBe('After');
    await vi.waitFor(() => {
      expect(catalogApi.endpoints.getMovie.select('m1')(store.getState()).data?.en).toBe('After');
      expect(catalogApi.endpoints.getMovies.select({ page: 1, limit: 12 })(store.getState()).data?.results[0]?.en).toBe(
        'After',
      );
    });
    expect(seen.filter((s) => s.startsWith('GET /api/movies/m1'))).toHaveLength(2);
    detail.unsubscribe();
    list.unsubscribe();
  });

  it('uses the paths and bodies of the api for nested writes', async () => {
    const seen = serve({
      'POST /api/series/s1/session/a/epsode/b/server/c/edit': () => ({ body: { data: { series: { _id: 's1' } } } }),
      'POST /api/manga/k/session/a/chapter/b/reorder': () => ({ body: { data: { manga: { _id: 'k' } } } }),
      'DELETE /api/manga/k/upload/poster': () => ({ body: { data: { manga: { _id: 'k' } } } }),
    });
    const store = makeStore();
    const endpoints = { ...worksAdminApi.endpoints, ...seasonsAdminApi.endpoints };
    await store.dispatch(
      endpoints.editEpisodeServer.initiate({
        id: 's1',
        sessionId: 'a',
        epsodeId: 'b',
        serverId: 'c',
        body: { name_server: 'x' },
      }),
    );
    await store.dispatch(
      endpoints.reorderPages.initiate({ id: 'k', sessionId: 'a', chapterId: 'b', order: ['p2', 'p1'] }),
    );
    const image = await store.dispatch(endpoints.deleteWorkImage.initiate({ kind: 'manga', id: 'k', field: 'poster' }));
    expect(image.data?._id).toBe('k');
    expect(seen).toEqual([
      'POST /api/series/s1/session/a/epsode/b/server/c/edit',
      'POST /api/manga/k/session/a/chapter/b/reorder',
      'DELETE /api/manga/k/upload/poster',
    ]);
  });
});

describe('the writes built once for every kind', () => {
  it('the work writes use the kind in the path and answer the work of that kind', async () => {
    const answer = { body: { data: { series: { _id: 's1' } } } };
    const seen = serve({
      'POST /api/series': () => answer,
      'PATCH /api/series/s1': () => answer,
      'DELETE /api/series/s1': () => answer,
    });
    const store = makeStore();
    const { endpoints } = worksAdminApi;
    const body = { en: 'x', ku: 'x' } as const;
    const created = await store.dispatch(
      endpoints.createWork.initiate({
        kind: 'series',
        body: { ...screenBody, ...body, type: 'series', status: 'continue' },
      }),
    );
    expect(created.data?._id).toBe('s1');
    await store.dispatch(endpoints.updateWork.initiate({ kind: 'series', id: 's1', body }));
    await store.dispatch(endpoints.deleteWork.initiate({ kind: 'series', id: 's1' }));
    expect(seen).toEqual(['POST /api/series', 'PATCH /api/series/s1', 'DELETE /api/series/s1']);
  });

  it('a series’ seasons and episodes and a manga’s seasons and chapters take the same paths under their kind', async () => {
    const series = () => ({ body: { data: { series: { _id: 's1' } } } });
    const manga = () => ({ body: { data: { manga: { _id: 'k' } } } });
    const seen = serve({
      'POST /api/series/s1/session': series,
      'PATCH /api/series/s1/session/a': series,
      'DELETE /api/series/s1/session/a': series,
      'POST /api/series/s1/session/a/epsode': series,
      'PATCH /api/series/s1/session/a/epsode/b': series,
      'DELETE /api/series/s1/session/a/epsode/b': series,
      'POST /api/manga/k/session': manga,
      'PATCH /api/manga/k/session/a': manga,
      'DELETE /api/manga/k/session/a': manga,
      'POST /api/manga/k/session/a/chapter': manga,
      'PATCH /api/manga/k/session/a/chapter/b': manga,
      'DELETE /api/manga/k/session/a/chapter/b': manga,
    });
    const store = makeStore();
    const { endpoints: e } = seasonsAdminApi;
    const season = { id: 's1', sessionId: 'a' };
    const session = { id: 'k', sessionId: 'a' };
    const answers = [
      await store.dispatch(e.addSeason.initiate({ id: 's1', body: { name_session: 1 } })),
      await store.dispatch(e.updateSeason.initiate({ ...season, body: { detail: 'x' } })),
      await store.dispatch(e.deleteSeason.initiate(season)),
      await store.dispatch(e.addEpisode.initiate({ ...season, body: { name_epsode: 1 } })),
      await store.dispatch(e.updateEpisode.initiate({ ...season, epsodeId: 'b', body: { name_epsode: 2 } })),
      await store.dispatch(e.deleteEpisode.initiate({ ...season, epsodeId: 'b' })),
      await store.dispatch(e.addMangaSession.initiate({ id: 'k', body: { name_session: 1 } })),
      await store.dispatch(e.updateMangaSession.initiate({ ...session, body: { detail: 'x' } })),
      await store.dispatch(e.deleteMangaSession.initiate(session)),
      await store.dispatch(e.addChapter.initiate({ ...session, body: { name_chapter: '1' } })),
      await store.dispatch(e.updateChapter.initiate({ ...session, chapterId: 'b', body: { name_chapter: '2' } })),
      await store.dispatch(e.deleteChapter.initiate({ ...session, chapterId: 'b' })),
    ];
    expect(answers.map((a) => a.data?._id)).toEqual([...Array(6).fill('s1'), ...Array(6).fill('k')]);
    expect(seen).toEqual([
      'POST /api/series/s1/session',
      'PATCH /api/series/s1/session/a',
      'DELETE /api/series/s1/session/a',
      'POST /api/series/s1/session/a/epsode',
      'PATCH /api/series/s1/session/a/epsode/b',
      'DELETE /api/series/s1/session/a/epsode/b',
      'POST /api/manga/k/session',
      'PATCH /api/manga/k/session/a',
      'DELETE /api/manga/k/session/a',
      'POST /api/manga/k/session/a/chapter',
      'PATCH /api/manga/k/session/a/chapter/b',
      'DELETE /api/manga/k/session/a/chapter/b',
    ]);
  });
});

describe('toast plans (SPEC §8)', () => {
  it('a planned success text replaces the generic one', async () => {
    serve({ 'PATCH /api/movies/m1': () => ({ body: { data: { movie: film('x') } } }) });
    const store = makeStore();
    const started = store.dispatch(
      worksAdminApi.endpoints.updateWork.initiate({ kind: 'movies', id: 'm1', body: { en: 'x' } }),
    );
    planToast(store.dispatch, started, { success: 'فیلمەکە نوێکرایەوە' });
    await started;
    expect(store.getState().ui.success).toBe('فیلمەکە نوێکرایەوە');
    expect(store.getState().ui.plans).toEqual({});
  });

  it('errors the screen shows beside a field are not repeated in a toast; others get the prefix', async () => {
    serve({
      'POST /api/series/s1/session': () => ({ status: 409, body: { message: 'ئەم وەرزە هەیە' } }),
      'PATCH /api/movies/m1': () => ({ status: 500, body: { message: 'هەڵەی سێرڤەر' } }),
    });
    const store = makeStore();
    const quiet = store.dispatch(seasonsAdminApi.endpoints.addSeason.initiate({ id: 's1', body: { name_session: 1 } }));
    planToast(store.dispatch, quiet, { quiet: [400, 409] });
    expect((await quiet).error).toBeDefined();
    expect(store.getState().ui.error).toBeNull();

    const loud = store.dispatch(
      worksAdminApi.endpoints.updateWork.initiate({ kind: 'movies', id: 'm1', body: { en: 'x' } }),
    );
    planToast(store.dispatch, loud, { errorPrefix: 'نوێکردنەوەی فیلم سەرنەکەوت', quiet: [400] });
    await loud;
    expect(store.getState().ui.error).toBe('نوێکردنەوەی فیلم سەرنەکەوت: هەڵەی سێرڤەر');
  });
});
