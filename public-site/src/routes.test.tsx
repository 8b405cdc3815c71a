import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, paged } from './test/api.ts';
import { renderPage } from './test/render.tsx';
import { routes } from './routes.tsx';

// The pages' code never arrives here: what runs is the route table alone.
vi.mock('./features/home/HomePage.tsx', () => new Promise(() => {}));
vi.mock('./features/series/SeriesDetailPage.tsx', () => new Promise(() => {}));
vi.mock('./features/manga/MangaPage.tsx', () => new Promise(() => {}));

const component = (path: string) => routes.find((r) => r.path === path)!.Component;

describe('the route table (publicSite/routes)', () => {
  it('has every public route of SPEC §2, each a component', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/',
      '/movies',
      '/movies/:id',
      '/series',
      '/series/:id',
      '/manga',
      '/manga/:id',
      '/staff',
      '/staff/:id',
      '/search',
      '/about',
      '/hi',
      '/following',
    ]);
    for (const r of routes) expect(typeof r.Component === 'function' || typeof r.Component === 'object').toBe(true);
  });

  it("starts a page's first requests while its code is still loading, and says it is waiting", async () => {
    const api = fakeApi({ '/api/slide': [], '/api/trend/new': [], '/api/trend/today': [] });
    renderPage(component('/'), { path: '/', route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
    await waitFor(() =>
      expect(api.calls).toEqual(expect.arrayContaining(['/api/slide', '/api/trend/new', '/api/trend/today'])),
    );
  });

  it('asks for what the page will ask for: the series by its number, the list page of the URL', async () => {
    const api = fakeApi({ '/api/manga': paged([]) });
    renderPage(component('/series/:id'), { path: '/series/:id', route: '/series/12' });
    renderPage(component('/manga'), { path: '/manga', route: '/manga?page=3' });
    await waitFor(() => expect(api.calls).toContain('/api/series/12/number'));
    await waitFor(() => expect(api.callsTo('/api/manga')[0]?.searchParams.get('page')).toBe('3'));
    expect(api.callsTo('/api/manga')[0]!.searchParams.get('limit')).toBe('14');
  });
});
