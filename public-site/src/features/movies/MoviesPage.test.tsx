import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { movie } from '../../test/fixtures.ts';
import { currentLocation, renderPage } from '../../test/render.tsx';
import MoviesPage from './MoviesPage.tsx';

const page = (n: number, count = 14) => Array.from({ length: count }, (_, i) => movie((n - 1) * 14 + i + 1));

describe('/movies', () => {
  it('shows a waiting message while the list loads', () => {
    pendingApi();
    renderPage(MoviesPage, { path: '/movies', route: '/movies' });
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });

  it('asks for 14 visible films and shows them as cards linking to /movies/{movie_id}', async () => {
    const api = fakeApi({ '/api/movies': paged(page(1), 30, 3) });
    renderPage(MoviesPage, { path: '/movies', route: '/movies' });
    const list = await screen.findByRole('list', { name: 'فیلمەکان' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(14);
    expect(cards[0]).toHaveAttribute('href', '/movies/1');
    expect(cards[0]).toHaveAccessibleName(/Film 1/);
    const params = api.callsTo('/api/movies')[0]!.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ page: '1', limit: '14', active_show: 'true' });
    expect(params.get('select')?.split(' ')).toEqual(expect.arrayContaining(['en', 'ku', 'poster', 'movie_id']));
    expect(screen.getByRole('heading', { level: 1, name: 'فیلمەکان' })).toBeInTheDocument();
  });

  it('disables previous on page 1 and next on the last page; the strip links carry ?page=', async () => {
    fakeApi({ '/api/movies': (url: URL) => paged(page(Number(url.searchParams.get('page'))), 30, 3) });
    const { user } = renderPage(MoviesPage, { path: '/movies', route: '/movies' });
    const nav = await screen.findByRole('navigation', { name: 'پەڕەکان' });
    expect(within(nav).getByText('پێشوو').closest('a')).toHaveAttribute('aria-disabled', 'true');
    const third = within(nav).getByRole('link', { name: 'پەڕەی ٣' });
    expect(third).toHaveAttribute('href', '/movies?page=3');
    await user.click(third);
    expect(currentLocation()).toBe('/movies?page=3');
    expect(await screen.findByRole('link', { name: /Film 29/ })).toBeInTheDocument();
    // The new page starts at its heading, as a page load would.
    expect(screen.getByRole('heading', { level: 1, name: 'فیلمەکان' })).toHaveFocus();
    expect(within(nav).getByText('دواتر').closest('a')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByText('پێشوو').closest('a')).toHaveAttribute('href', '/movies?page=2');
  });

  it('opens the page given in a shared ?page= link', async () => {
    const api = fakeApi({ '/api/movies': (url: URL) => paged(page(Number(url.searchParams.get('page'))), 30, 3) });
    renderPage(MoviesPage, { path: '/movies', route: '/movies?page=2' });
    expect(await screen.findByRole('link', { name: /Film 15/ })).toBeInTheDocument();
    expect(api.callsTo('/api/movies')[0]!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'پەڕەی ٢' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no films', async () => {
    fakeApi({ '/api/movies': paged([], 0, 0) });
    renderPage(MoviesPage, { path: '/movies', route: '/movies' });
    expect(await screen.findByText('هیچ فیلمێک نییە')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers page 1 when the page asked for is past the end', async () => {
    fakeApi({ '/api/movies': paged([], 30, 3) });
    renderPage(MoviesPage, { path: '/movies', route: '/movies?page=9' });
    expect(await screen.findByText('ئەم پەڕەیە بوونی نییە')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بڕۆ بۆ پەڕەی یەکەم' })).toHaveAttribute('href', '/movies');
    // no pager marking the last page as the one shown
    expect(document.querySelector('[aria-current="page"]')).toBeNull();
  });

  it('shows the problem and a retry when the list cannot be loaded', async () => {
    const api = fakeApi({ '/api/movies': failWith(500) });
    const { user } = renderPage(MoviesPage, { path: '/movies', route: '/movies' });
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
    await user.click(screen.getByRole('button', { name: 'دووبارە هەوڵدانەوە' }));
    expect(api.callsTo('/api/movies').length).toBe(2);
  });
});
