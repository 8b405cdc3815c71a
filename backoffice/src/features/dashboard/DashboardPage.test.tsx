import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import DashboardPage from './DashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const paged = (totalItems: number) => ({
  body: { data: { pagination_info: { results: [], totalPages: totalItems, totalItems } } },
});

describe('DashboardPage', () => {
  it('shows the four counts read from the api, asking for one row each', async () => {
    const calls = fakeApi((url) => {
      const counts: Record<string, number> = {
        '/api/users': 12,
        '/api/manga': 1234,
        '/api/series': 24,
        '/api/movies': 48,
      };
      if (url.pathname === '/api/ads/stats') return { body: { data: [] } };
      return url.pathname in counts ? paged(counts[url.pathname]!) : undefined;
    });
    renderWithProviders(<DashboardPage />, { route: '/admin' });
    const cards = await screen.findAllByRole('listitem');
    const card = (label: string) => cards.find((c) => within(c).queryByText(label))!;
    expect(await within(card('هەژمارەکان')).findByText('١٢')).toBeVisible();
    expect(await within(card('مانگا')).findByText('١٬٢٣٤')).toBeVisible();
    expect(await within(card('زنجیرە ئەنیمی')).findByText('٢٤')).toBeVisible();
    expect(await within(card('فیلمی ئەنیمی')).findByText('٤٨')).toBeVisible();
    const lists = calls.filter((c) => new URL(c.url).pathname !== '/api/ads/stats');
    expect(lists).toHaveLength(4);
    for (const call of lists) expect(new URL(call.url).searchParams.get('limit')).toBe('1');
  });

  it('says a count is unknown when its call fails, and keeps the others', async () => {
    fakeApi((url) =>
      url.pathname === '/api/series'
        ? { status: 500, body: { message: 'هەڵە' } }
        : url.pathname === '/api/ads/stats'
          ? { body: { data: [] } }
          : paged(3),
    );
    renderWithProviders(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('نەزانراو')).toBeVisible();
    expect((await screen.findAllByText('٣')).length).toBe(3);
  });

  it("shows the ads' clicks of the last 7 days, one bar per day", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    fakeApi((url) =>
      url.pathname === '/api/ads/stats'
        ? {
            body: {
              data: [
                { day: today, impressions: 40, clicks: 5 },
                { day: old, impressions: 1, clicks: 9 },
              ],
            },
          }
        : paged(0),
    );
    renderWithProviders(<DashboardPage />, { route: '/admin' });
    const box = screen.getByRole('region', { name: 'کلیکی ڕیکلامەکان، ٧ ڕۆژی ڕابردوو' });
    expect(await within(box).findByText('کۆی گشتی: ٥ کلیک')).toBeVisible();
    expect(within(box).getAllByRole('listitem')).toHaveLength(7);
  });

  it('has the link groups of SPEC §2, the trash, and the history of changes beside the accounts', () => {
    fakeApi((url) => (url.pathname === '/api/ads/stats' ? { body: { data: [] } } : paged(0)));
    renderWithProviders(<DashboardPage />, { route: '/admin' });
    expect(document.title).toBe('داشبۆرد · بەڕێوەبردن · ئەنیمی کورد');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/movies',
      '/admin/series',
      '/admin/manga',
      '/admin/trash',
      '/admin/add',
      '/admin/add/ad',
      '/admin/add/addevery',
      '/admin/add/addevery',
      '/admin/add/genre',
      '/admin/add/banner',
      '/admin/users',
      '/admin/users/profile',
      '/admin/activity',
      '/logout',
    ]);
  });

  it('counts the reported servers and links to them, only for those who may open the reports', async () => {
    const signedIn = {
      auth: {
        token: validToken('me'),
        isAuthenticated: true,
        user: { id: 'me', exp: Math.floor(Date.now() / 1000) + 3600 },
      },
    };
    for (const role of ['is_admin', 'is_supervisor'] as const) {
      const calls = fakeApi((url) => {
        if (url.pathname === '/api/users/me') return { body: { data: { user: { _id: 'me', [role]: true } } } };
        if (url.pathname === '/api/servers/reports')
          return { body: { data: { reports: [{ server_id: 's1' }, { server_id: 's2' }, { server_id: 's3' }] } } };
        if (url.pathname === '/api/ads/stats') return { body: { data: [] } };
        return paged(0);
      });
      const { unmount } = renderWithProviders(<DashboardPage />, { route: '/admin', preloadedState: signedIn });
      if (role === 'is_admin') {
        const card = (await screen.findByRole('link', { name: 'سێرڤەری ڕاپۆرتکراو' })).closest('li')!;
        expect(await within(card).findByText('٣')).toBeVisible();
        expect(within(card).getByRole('link')).toHaveAttribute('href', '/admin/reports');
        expect(screen.getByRole('link', { name: 'ڕاپۆرتی سێرڤەرەکان' })).toHaveAttribute('href', '/admin/reports');
      } else {
        await waitFor(() => expect(calls.some((c) => new URL(c.url).pathname === '/api/users/me')).toBe(true));
        await screen.findAllByText('٠');
        expect(screen.queryByRole('link', { name: 'سێرڤەری ڕاپۆرتکراو' })).toBeNull();
        expect(screen.queryByRole('link', { name: 'ڕاپۆرتی سێرڤەرەکان' })).toBeNull();
        expect(calls.some((c) => new URL(c.url).pathname === '/api/servers/reports')).toBe(false);
      }
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
