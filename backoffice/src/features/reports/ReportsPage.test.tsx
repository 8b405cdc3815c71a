import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import ReportsPage from './ReportsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;

const episodeServer = {
  server_id: 's1',
  name_server: 'Streamtape',
  work: { _id: 'w1', kind: 'series', title: 'هێرشی تایتانەکان' },
  season: { _id: 'se1', name_session: 2 },
  episode: { _id: 'ep1', name_epsode: 12 },
  count: 14,
  today: 3,
  week: 11,
  last_reported_at: Date.now() - 2 * HOUR,
};
const filmServer = {
  server_id: 's2',
  name_server: 'سێرڤەری ١',
  work: { _id: 'w2', kind: 'movie', title: 'Your Name' },
  season: null,
  episode: null,
  count: 1,
  today: 0,
  week: 1,
  last_reported_at: Date.now() - 3 * 24 * HOUR,
};

/** The api: the inbox, less each server once it is handled. */
function serve(initial: unknown[]) {
  let reports = [...initial] as Array<{ server_id: string }>;
  const calls = fakeApi((url, req) => {
    if (url.pathname === '/api/servers/reports') return { body: { data: { reports } } };
    const handled = url.pathname.match(/^\/api\/servers\/([^/]+)\/reports\/handled$/);
    if (handled && req.method === 'POST') {
      reports = reports.filter((r) => r.server_id !== handled[1]);
      return { body: { data: { cleared: 3 } } };
    }
    return undefined;
  });
  return calls;
}

describe('ReportsPage', () => {
  it('lists the reported servers in the order the api gives (worst first), in Kurdish digits, linking to each form', async () => {
    serve([episodeServer, filmServer]);
    renderWithProviders(<ReportsPage />, { route: '/admin/reports' });
    expect(document.title).toBe('ڕاپۆرتی سێرڤەرەکان · بەڕێوەبردن · ئەنیمی کورد');
    const table = await screen.findByRole('table', { name: 'سێرڤەرە ڕاپۆرتکراوەکان، خراپترینیان لە سەرەوە' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Streamtape', 'سێرڤەری ١']);

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('هێرشی تایتانەکان')).toHaveAttribute('dir', 'auto');
    expect(within(first).getByText('وەرزی ٢، ئەڵقەی ١٢')).toBeVisible();
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('٣');
    expect(cells).toContain('١١');
    expect(cells).toContain('١٤');
    expect(within(first).getByText('٢ کاتژمێر لەمەوبەر')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'دەستکاریکردنی سێرڤەری «Streamtape»' })).toHaveAttribute(
      'href',
      '/admin/series/w1?season=se1&episode=ep1&server=s1',
    );
    expect(within(second).getByText('فیلم')).toBeVisible();
    expect(within(second).getByText('٣ ڕۆژ لەمەوبەر')).toBeVisible();
    expect(within(second).getByRole('link', { name: 'دەستکاریکردنی سێرڤەری «سێرڤەری ١»' })).toHaveAttribute(
      'href',
      '/admin/movies/w2?server=s2',
    );
    expect(screen.getByText('٢ سێرڤەر چاوەڕێی چاککردنن')).toBeVisible();
  });

  it('says so when nothing is reported', async () => {
    serve([]);
    renderWithProviders(<ReportsPage />, { route: '/admin/reports' });
    expect(await screen.findByText('هیچ ڕاپۆرتێک نییە: هەموو سێرڤەرەکان کار دەکەن.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks one handled: the api is told, the row leaves, the toast says so, the focus moves to the next row', async () => {
    const calls = serve([episodeServer, filmServer]);
    const { store } = renderWithProviders(<ReportsPage />, { route: '/admin/reports' });
    const button = await screen.findByRole('button', {
      name: 'چارەسەرکرا: سێرڤەری «Streamtape» لە «هێرشی تایتانەکان»',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Streamtape')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => new URL(c.url).pathname)).toEqual(['/api/servers/s1/reports/handled']);
    expect(store.getState().ui.success).toBe('ڕاپۆرتەکانی سێرڤەرەکە لابران');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'چارەسەرکرا: سێرڤەری «سێرڤەری ١» لە «Your Name»' }),
      ),
    );
    expect(screen.getByText('١ سێرڤەر چاوەڕێی چاککردنن')).toBeVisible();
  });

  it('says the list could not be read, and reads it again on retry', async () => {
    let fail = true;
    fakeApi((url) => {
      if (url.pathname !== '/api/servers/reports') return undefined;
      return fail
        ? { status: 500, body: { message: 'هەڵەیەک ڕوویدا.' } }
        : { body: { data: { reports: [filmServer] } } };
    });
    renderWithProviders(<ReportsPage />, { route: '/admin/reports' });
    expect(await screen.findByText('کێشەیەک هەیە')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'دووبارە هەوڵ بدەرەوە' }));
    expect(await screen.findByText('سێرڤەری ١')).toBeVisible();
  });
});
