import { hydrateFromServer, makeStore } from '@ckb/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged } from './test/api.ts';
import { movie, slide } from './test/fixtures.ts';
import { renderPage as renderInBrowser } from './test/render.tsx';
import { routes } from './routes.tsx';
import { renderPage } from './ssr.tsx';

// The api's in-process fetch, here the fake api (which stubs the global fetch).
const serverFetch = (request: Request) => fetch(request);
const films = Array.from({ length: 14 }, (_, i) => movie(15 + i));

describe('the server drawing of public pages (ssr.tsx)', () => {
  it("draws a list page from the page's own first request, with the page of the URL", async () => {
    const api = fakeApi({ '/api/movies': paged(films, 30, 3) });
    const page = await renderPage('/movies?page=2', serverFetch);
    expect(api.callsTo('/api/movies')).toHaveLength(1);
    expect(api.callsTo('/api/movies')[0]!.searchParams.get('page')).toBe('2');
    expect(page.html).toContain('href="/movies/15"');
    expect(page.html).toContain('Film 28');
    expect(page.html).not.toContain('چاوەڕێ بکە');
  });

  it('draws the home page with its hero from the slides', async () => {
    fakeApi({ '/api/slide': [slide('anime', 1, { en: 'Hero Film' })], '/api/trend/new': [], '/api/trend/today': [] });
    const page = await renderPage('/', serverFetch);
    expect(page.html).toContain('Hero Film');
  });

  it('draws the error state when the api fails, "nothing found" for a missing work and for unknown paths', async () => {
    fakeApi({ '/api/movies/7/number': failWith(500), '/api/movies/8/number': failWith(404) });
    expect((await renderPage('/movies/7', serverFetch)).html).toContain('کێشەیەک هەیە');
    const missing = (await renderPage('/movies/8', serverFetch)).html;
    expect(missing).toContain('هیچ نەدۆزرایەوە');
    expect(missing).toContain('href="/movies"');
    const unknown = await renderPage('/no/such/page', serverFetch);
    expect(unknown.html).toContain('<h1');
    expect(unknown.html).toContain('هیچ نەدۆزرایەوە');
    // no api answer asked for, nothing to hand over
    expect((unknown.state.api as { queries: object }).queries).toEqual({});
    // the shell's whole tree, which the browser hydrates: the frame's landmarks around the page
    expect(unknown.html).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
  });

  it("hands its answers to the browser: the live page's first render shows the same content, with no request", async () => {
    fakeApi({ '/api/movies': paged(films, 30, 3) });
    const drawn = await renderPage('/movies?page=2', serverFetch);
    const state = JSON.parse(JSON.stringify(drawn.state)) as Record<string, unknown>; // as embedded in the HTML
    const api = fakeApi({});
    const store = makeStore();
    hydrateFromServer(store, state);
    const route = routes.find((r) => r.path === '/movies')!;
    await route.preload();
    renderInBrowser(route.Component, { path: '/movies', route: '/movies?page=2', store });
    // Synchronously, in the first render: no waiting message, no fetch.
    expect(screen.getByRole('link', { name: /Film 15/ })).toHaveAttribute('href', '/movies/15');
    expect(screen.queryByText('چاوەڕێ بکە...')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
