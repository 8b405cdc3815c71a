import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { WorksListPage } from './WorksListPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const movie = (n: number) => ({
  _id: `id${n}`,
  movie_id: n,
  en: `Film ${n}`,
  ku: `فیلم ${n}`,
  poster: { low: '/p.webp', original: '/p.webp' },
  active_show: n % 2 ? 'true' : 'false',
});
const page = (results: unknown[], totalItems: number) => ({
  body: { data: { pagination_info: { results, totalPages: Math.ceil(totalItems / 12), totalItems } } },
});

describe('WorksListPage', () => {
  it('shows 12 per page, linking by public number, with the total and the pages', async () => {
    const calls = fakeApi(() =>
      page(
        Array.from({ length: 12 }, (_, i) => movie(30 - i)),
        30,
      ),
    );
    renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies' });
    expect(screen.getByRole('status')).toBeVisible(); // loading
    expect(await screen.findByRole('link', { name: 'Film 30' })).toHaveAttribute('href', '/admin/movies/30');
    expect(screen.getAllByRole('rowheader')).toHaveLength(12);
    expect(screen.getByText('کۆی گشتی: ٣٠')).toBeVisible();
    expect(screen.getByRole('link', { name: 'پەڕەی ٣' })).toHaveAttribute('href', '/admin/movies?page=3');
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('limit')).toBe('12');
    expect(url.searchParams.has('active_show')).toBe(false);
  });

  it('keeps the filters in the URL and asks the api with them; says when nothing matches', async () => {
    const calls = fakeApi(() => page([], 0));
    const { location } = renderWithProviders(<WorksListPage kind="manga" />, { route: '/admin/manga?page=2' });
    expect(await screen.findByText('هیچ بەرهەمێک بەم مەرجانە نەدۆزرایەوە.')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'پیشاندان' }), 'hidden');
    expect(location()).toBe('/admin/manga?show=hidden');
    await userEvent.type(screen.getByRole('searchbox', { name: 'گەڕان بە ناو' }), 'one piece');
    await waitFor(() => expect(location()).toBe('/admin/manga?show=hidden&q=one+piece'));
    await waitFor(() => {
      const last = new URL(calls.at(-1)!.url);
      expect(last.searchParams.get('q')).toBe('one piece');
      expect(last.searchParams.get('active_show')).toBe('false');
    });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, body: { message: 'هەڵە' } } : page([movie(1)], 1)));
    renderWithProviders(<WorksListPage kind="series" />, { route: '/admin/series' });
    expect(await screen.findByText('کێشەیەک هەیە')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'دووبارە هەوڵ بدەرەوە' }));
    expect(await screen.findByRole('link', { name: 'Film 1' })).toBeVisible();
  });
});
