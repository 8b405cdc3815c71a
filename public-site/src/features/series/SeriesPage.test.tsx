import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { series } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import SeriesPage from './SeriesPage.tsx';

describe('/series', () => {
  it('waits, then lists 14 visible series linking to /series/{series_id}', async () => {
    const api = fakeApi({
      '/api/series': paged(
        Array.from({ length: 14 }, (_, i) => series(i + 1)),
        20,
        2,
      ),
    });
    renderPage(SeriesPage, { path: '/series', route: '/series' });
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
    const cards = within(await screen.findByRole('list', { name: 'زنجیرەکان' })).getAllByRole('link');
    expect(cards).toHaveLength(14);
    expect(cards[13]).toHaveAttribute('href', '/series/14');
    expect(Object.fromEntries(api.callsTo('/api/series')[0]!.searchParams)).toMatchObject({
      limit: '14',
      active_show: 'true',
    });
    expect(screen.getByRole('navigation', { name: 'پەڕەکان' })).toBeInTheDocument();
  });

  it("shows the SPEC's message when there are no series", async () => {
    fakeApi({ '/api/series': paged([], 0, 0) });
    renderPage(SeriesPage, { path: '/series', route: '/series' });
    expect(await screen.findByText('هیچ زنجیرەیەک نەدۆزرایەوە')).toBeInTheDocument();
    expect(screen.queryByText('No series data found.')).not.toBeInTheDocument();
  });

  it('shows the problem when the list fails', async () => {
    fakeApi({ '/api/series': failWith(503) });
    renderPage(SeriesPage, { path: '/series', route: '/series' });
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  });

  it('keeps the waiting message up while the request runs', () => {
    pendingApi();
    renderPage(SeriesPage, { path: '/series', route: '/series?page=2' });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
