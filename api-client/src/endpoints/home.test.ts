import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store.ts';
import { clipAbout, HERO_ABOUT_MAX, homeApi } from './home.ts';

const item = (n: number) => ({
  type: 'anime',
  movie_id: n,
  en: `Film ${n}`,
  ku: 'فیلم',
  about: '',
  view: n,
  rating: 7,
  poster: { low: '/p.png' },
});

function serve(routes: Record<string, unknown>) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    seen.push(`${url.pathname}${url.search}`);
    const body = routes[url.pathname];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'نەدۆزرایەوە' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

describe('home endpoints', () => {
  it('reads the slide list and the plain trend lists', async () => {
    const slide = { en: 'A', about: 'x', type: 'anime', movie_id: 1, background: { low: '/b' }, poster: { low: '/p' } };
    serve({
      '/api/slide': { data: [slide] },
      '/api/trend/today': { data: [item(1), item(2)] },
      '/api/trend/new': { data: [item(3)] },
    });
    const store = makeStore();
    const slides = await store.dispatch(homeApi.endpoints.getSlides.initiate());
    expect(slides.data).toEqual([slide]);
    expect((await store.dispatch(homeApi.endpoints.getTrendToday.initiate())).data?.map((i) => i.movie_id)).toEqual([
      1, 2,
    ]);
    expect((await store.dispatch(homeApi.endpoints.getTrendNew.initiate())).data?.map((i) => i.movie_id)).toEqual([3]);
  });

  it('keeps only what the hero and the cards show: the drawn home page embeds it', async () => {
    const long = `${'وشە '.repeat(100)}  کۆتایی`;
    const slide = {
      _id: 's1',
      name: 'ناو',
      en: 'A',
      ku: 'ئا',
      about: long,
      type: 'anime',
      movie_id: 1,
      background: { low: '/b' },
      poster: { low: '/p' },
      genres: [{ _id: 'g1', slug: 'action', name: 'ئاکشن' }],
    };
    serve({ '/api/slide': { data: [slide] }, '/api/trend/new': { data: [{ ...item(3), _id: 't3' }] } });
    const store = makeStore();
    const [shown] = (await store.dispatch(homeApi.endpoints.getSlides.initiate())).data!;
    expect(shown).toEqual({
      _id: 's1',
      en: 'A',
      about: clipAbout(long),
      type: 'anime',
      movie_id: 1,
      background: { low: '/b' },
      poster: { low: '/p' },
      genres: [{ slug: 'action', name: 'ئاکشن' }],
    });
    expect([...new Intl.Segmenter().segment(shown!.about)]).toHaveLength(HERO_ABOUT_MAX + 1);
    expect((await store.dispatch(homeApi.endpoints.getTrendNew.initiate())).data).toEqual([
      { type: 'anime', movie_id: 3, en: 'Film 3', ku: 'فیلم', view: 3, poster: { low: '/p.png' } },
    ]);
  });

  it('clips an about text to what the hero can show, folding spaces as the hero does', () => {
    expect(clipAbout('  short   text ')).toBe('short text');
    expect(clipAbout('x'.repeat(HERO_ABOUT_MAX + 1))).toBe('x'.repeat(HERO_ABOUT_MAX + 1));
    expect(clipAbout('x'.repeat(400))).toBe('x'.repeat(HERO_ABOUT_MAX + 1));
    // a letter with its combining mark is one character, never split
    expect(clipAbout('ڕ\u0651'.repeat(400))).toBe('ڕ\u0651'.repeat(HERO_ABOUT_MAX + 1));
  });

  it('sends page and limit for popular and accepts a paged answer', async () => {
    const seen = serve({
      '/api/trend/popular': { data: { pagination_info: { results: [item(9)], totalPages: 1, totalItems: 1 } } },
    });
    const store = makeStore();
    const res = await store.dispatch(homeApi.endpoints.getTrendPopular.initiate({ page: 2, limit: 5 }));
    expect(res.data?.map((i) => i.movie_id)).toEqual([9]);
    expect(seen).toContain('/api/trend/popular?page=2&limit=5');
  });

  it('reports a failed call with the body message', async () => {
    serve({});
    const store = makeStore();
    const res = await store.dispatch(homeApi.endpoints.getSlides.initiate());
    expect(res.isError).toBe(true);
    expect(store.getState().ui.error).toBe('نەدۆزرایەوە');
  });
});
