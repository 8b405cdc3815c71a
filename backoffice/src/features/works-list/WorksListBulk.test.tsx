import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { WorksListPage } from './WorksListPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = {
  auth: {
    token: validToken('me'),
    isAuthenticated: true,
    user: { id: 'me', exp: Math.floor(Date.now() / 1000) + 3600 },
  },
};
const movie = (n: number) => ({
  _id: `id${n}`,
  movie_id: n,
  en: `Film ${n}`,
  ku: `فیلم ${n}`,
  poster: { low: '/p.webp', original: '/p.webp' },
  active_show: 'true',
  view: n * 10,
});
const listAnswer = {
  body: { data: { pagination_info: { results: [movie(3), movie(2), movie(1)], totalPages: 1, totalItems: 3 } } },
};
const genres = { body: { data: { genres: [{ _id: 'g1', slug: 'action', name: 'ئەکشن', position: 0, works: 1 }] } } };

describe('WorksListPage: sorting', () => {
  it('sorts by a column header: the sort goes into the URL and to the api, aria-sort follows, the keyboard works', async () => {
    const calls = fakeApi((url) => (url.pathname === '/api/movies' ? listAnswer : undefined));
    const { location } = renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies' });
    await screen.findByRole('link', { name: 'Film 3' });
    const number = screen.getByRole('columnheader', { name: /#/ });
    expect(number).toHaveAttribute('aria-sort', 'descending');
    const name = screen.getByRole('columnheader', { name: /ناو/ });
    expect(name).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(name).getByRole('button'));
    expect(location()).toBe('/admin/movies?sort=title&order=asc');
    await waitFor(() => {
      const last = new URL(calls.at(-1)!.url);
      expect(last.searchParams.get('sort')).toBe('title');
      expect(last.searchParams.get('order')).toBe('asc');
    });
    expect(screen.getByRole('columnheader', { name: /ناو/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /#/ })).toHaveAttribute('aria-sort', 'none');

    // the same header again, from the keyboard: the order flips
    within(screen.getByRole('columnheader', { name: /ناو/ }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/admin/movies?sort=title&order=desc');
  });

  it('reads the sort from the URL on arrival (a reload keeps it)', async () => {
    const calls = fakeApi((url) => (url.pathname === '/api/movies' ? listAnswer : undefined));
    renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies?sort=views&order=asc' });
    await screen.findByRole('link', { name: 'Film 3' });
    expect(screen.getByRole('columnheader', { name: /بینراو/ })).toHaveAttribute('aria-sort', 'ascending');
    const first = new URL(calls[0]!.url);
    expect(first.searchParams.get('sort')).toBe('views');
    expect(first.searchParams.get('order')).toBe('asc');
  });
});

describe('WorksListPage: actions on many', () => {
  it('hides the chosen works after one question naming the count, in one call', async () => {
    const calls = fakeApi((url, req) => {
      if (url.pathname === '/api/movies/bulk' && req.method === 'POST') return { body: { data: { count: 2 } } };
      if (url.pathname === '/api/movies') return listAnswer;
      if (url.pathname === '/api/genres') return genres;
      return undefined;
    });
    renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies', preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Film 3' });
    expect(screen.queryByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'هەڵبژاردنی Film 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'هەڵبژاردنی Film 1' }));
    const bar = screen.getByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' });
    expect(bar).toHaveTextContent('٢ هەڵبژێردراو');
    await userEvent.click(within(bar).getByRole('button', { name: 'شاردنەوە' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ٢ بەرهەم بشاریتەوە؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/movies/bulk'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/api/movies/bulk'))!;
    expect(await call.clone().json()).toEqual({ action: 'hide', work_ids: ['id3', 'id1'] });
    // done: the choice is cleared
    await waitFor(() => expect(screen.queryByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' })).toBeNull());
  });

  it('the page checkbox chooses every row; a delete asks with the count, then its toast undoes all of them', async () => {
    const calls = fakeApi((url, req) => {
      if (url.pathname === '/api/movies/bulk')
        return { body: { data: { count: 3, trash_ids: ['t1', 't2', 't3'] } }, headers: { 'x-trash-id': 't1,t2,t3' } };
      if (url.pathname === '/api/trash/restore' && req.method === 'POST')
        return { body: { data: { items: ['t1', 't2', 't3'].map((id) => ({ _id: id, kind: 'movie', item_id: id })) } } };
      if (url.pathname === '/api/movies') return listAnswer;
      if (url.pathname === '/api/genres') return genres;
      return undefined;
    });
    // the undo toast is AdminPage's, which frames the list
    renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies', preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Film 3' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'هەڵبژاردنی هەموو بەرهەمەکانی ئەم پەڕەیە' }));
    const bar = screen.getByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' });
    expect(bar).toHaveTextContent('٣ هەڵبژێردراو');
    await userEvent.click(within(bar).getByRole('button', { name: 'سڕینەوە' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ٣ بەرهەم بسڕیتەوە؟' });
    // what films have: servers and pictures (no seasons, episodes or chapters)
    expect(dialog).toHaveTextContent('سێرڤەر و وێنەکانیان لەگەڵیاندا دەچنە سەبەتەی زبڵ');
    expect(dialog).not.toHaveTextContent('وەرز');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    const undo = await screen.findByRole('button', { name: 'گەڕاندنەوە' });
    expect(screen.getByText('٣ بەرهەم سڕایەوە')).toBeVisible();
    await userEvent.click(undo);
    // all of them in one call: all come back, or none
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/api/trash/')).map((c) => c.url)).toEqual([
        expect.stringMatching(/\/api\/trash\/restore$/),
      ]),
    );
    const restore = calls.find((c) => c.url.endsWith('/api/trash/restore'))!;
    expect(await restore.clone().json()).toEqual({ ids: ['t1', 't2', 't3'] });
  });

  it('adds a genre to the chosen works, naming the genre and the count', async () => {
    const calls = fakeApi((url) => {
      if (url.pathname === '/api/movies/bulk') return { body: { data: { count: 1 } } };
      if (url.pathname === '/api/movies') return listAnswer;
      if (url.pathname === '/api/genres') return genres;
      return undefined;
    });
    renderWithProviders(<WorksListPage kind="movies" />, { route: '/admin/movies', preloadedState: signedIn });
    await screen.findByRole('link', { name: 'Film 2' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'هەڵبژاردنی Film 2' }));
    const bar = screen.getByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' });
    expect(within(bar).getByRole('button', { name: 'زیادکردنی ژانر' })).toBeDisabled();
    await userEvent.selectOptions(await within(bar).findByRole('combobox', { name: 'ژانر' }), 'g1');
    await userEvent.click(within(bar).getByRole('button', { name: 'زیادکردنی ژانر' }));
    const dialog = await screen.findByRole('dialog', { name: 'ژانری «ئەکشن» بۆ ١ بەرهەم زیاد بکرێت؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/movies/bulk'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/api/movies/bulk'))!;
    expect(await call.clone().json()).toEqual({ action: 'genre', work_ids: ['id2'], genre: 'g1' });
  });
});
