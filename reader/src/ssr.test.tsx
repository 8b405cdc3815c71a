import { hydrateFromServer, makeStore, Provider, type ChapterRead } from '@ckb/api-client';
import { MemoryRouter, Route, Routes } from '@ckb/design-system';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../tooling/testing.tsx';
import { resetSettingsCache } from './lib/settings.ts';
import { routes } from './routes.tsx';
import { renderPage } from './ssr.tsx';
import { CHAPTER_2 } from './test/chapter.ts';

const CHAPTER = '/manga/3/session/1/chapter/2';
const API = '/api/manga/3/number/session/1/chapter/2';

const chapter = (pages: number): ChapterRead => ({
  ...CHAPTER_2,
  pages: Array.from({ length: pages }, (_, i) => ({
    _id: `page-${i + 1}`,
    path_photo: `/media/pages/c2/${i + 1}`,
    photoPathNum: i + 1,
    width: 800,
    height: 1100 + i,
  })),
  chapters: [{ _id: 'c2', name_chapter: '2', detail: '', pages }],
  previous: null,
  next: { name_session: 1, name_chapter: '3' },
});

const serve = (data: ChapterRead | null) =>
  fakeApi((url) =>
    url.pathname === API
      ? data
        ? { body: { data: { chapter: data } } }
        : { status: 404, body: { message: 'ئەم بەشە نەدۆزرایەوە.' } }
      : undefined,
  );

// The api's in-process fetch, here the fake api (which stubs the global fetch).
const serverFetch = (request: Request) => fetch(request);

/** What each page box of a markup holds: its load, its pictures and where its watermark is. */
function framesOf(root: ParentNode) {
  return [...root.querySelectorAll('figure[data-page]')].map((figure) => ({
    page: figure.getAttribute('data-page'),
    load: figure.getAttribute('data-load'),
    pictures: [...figure.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    priority: [...figure.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority')),
    mark: ((mark) => mark && [mark.style.insetInlineStart, mark.style.insetBlockStart])(
      figure.querySelector<HTMLElement>('[aria-hidden="true"]'),
    ),
  }));
}

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

beforeEach(() => {
  localStorage.clear();
  resetSettingsCache();
});
afterEach(() => vi.unstubAllGlobals());

/** The live reader's first render in the browser, from the drawing's state as the HTML embeds it. */
async function renderLive(state: Record<string, unknown>) {
  const store = makeStore();
  hydrateFromServer(store, JSON.parse(JSON.stringify(state)));
  const route = routes.find((r) => r.path === '/manga/:id/session/:session/chapter/:chapter')!;
  await route.preload();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[CHAPTER]}>
        <Routes>
          <Route path={route.path} element={<route.Component />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the server drawing of a chapter (ssr.tsx)', () => {
  it("draws the long strip from the chapter's one request: the first page's pictures first, sized boxes for all", async () => {
    const calls = serve(chapter(12));
    const page = await renderPage(CHAPTER, serverFetch);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([API]);
    const drawn = parse(page!.html);
    expect(drawn.querySelector('h1')).toHaveTextContent('Berserk');
    const frames = framesOf(drawn);
    expect(frames).toHaveLength(12);
    // the first page: its low stand-in and its high variant, both asked for first
    expect(frames[0]!.pictures).toEqual(['/media/pages/c2/1?quality=low', '/media/pages/c2/1?quality=high']);
    expect(frames[0]!.priority).toEqual(['high', 'high']);
    // the next five pages low, the rest nothing yet; every box has its stored size
    expect(frames.slice(1, 6).every((f) => f.load === 'low' && f.priority.every((p) => p === null))).toBe(true);
    expect(frames.slice(6).every((f) => f.load === 'none' && f.pictures.length === 0)).toBe(true);
    expect(drawn.querySelector<HTMLElement>('figure[data-page="12"]')!.style.getPropertyValue('--page-h')).toBe('1111');
    expect(page!.html).not.toContain('بەشەکە بار دەکرێت');
  });

  it('draws the default long strip whatever this browser saved (the drawing is the same for every visitor)', async () => {
    localStorage.setItem('ckb:v1:reader-settings', JSON.stringify({ mode: 'paged', dataSaver: true }));
    serve(chapter(3));
    const drawn = parse((await renderPage(CHAPTER, serverFetch))!.html);
    expect(drawn.querySelector('article')).toHaveAttribute('data-mode', 'strip');
    expect(framesOf(drawn)[0]!.load).toBe('high');
  });

  it('draws an unknown chapter as the reader\'s Sorani "not found" with a way back, and is no page for other paths', async () => {
    serve(null);
    const drawn = parse((await renderPage('/manga/3/session/1/chapter/2', serverFetch))!.html);
    expect(drawn.querySelector('h1')).toHaveTextContent('ئەم بەشە نەدۆزرایەوە');
    expect(drawn.querySelector('a[href="/manga/3"]')).not.toBeNull();
    expect(await renderPage('/manga/3', serverFetch)).toBeNull();
  });

  it('an unknown chapter stays "not found" through the takeover, with no waiting message in between', async () => {
    serve(null);
    const page = await renderPage(CHAPTER, serverFetch);
    // the live page's own request is still on its way
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await renderLive(page!.state);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ئەم بەشە نەدۆزرایەوە');
    // the live page asks again (a failed answer is not kept); the message stays meanwhile
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ئەم بەشە نەدۆزرایەوە');
    expect(screen.queryByText('بەشەکە بار دەکرێت...')).toBeNull();
  });

  it('hands its answer to the browser: the live reader draws the same pages and marks at once, with no request', async () => {
    serve(chapter(12));
    const page = await renderPage(CHAPTER, serverFetch);
    const calls = fakeApi(() => undefined);
    const { container } = await renderLive(page!.state);
    // synchronously, in the first render: no waiting message, no fetch, the drawing's boxes and watermarks
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Berserk');
    expect(framesOf(container)).toEqual(framesOf(parse(page!.html)));
    // the chapter's end: its date and its translators, drawn and live alike
    const credits = parse(page!.html).querySelector('footer dl');
    expect(credits?.querySelector('time')).toHaveAttribute('datetime', '2024-03-09');
    expect(credits?.querySelector('a[href="/staff/u7"]')).toHaveTextContent('ئاراس');
    expect(container.querySelector('footer dl')?.outerHTML).toBe(credits?.outerHTML);
    expect(calls).toEqual([]);
  });
});
