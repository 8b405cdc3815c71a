import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { manga } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import MangaPage from './MangaPage.tsx';

describe('/manga', () => {
  it('lists manga, manhua and oneshot with their type badges, linking to /manga/{manga_id}', async () => {
    const api = fakeApi({
      '/api/manga': paged([manga(1), manga(2, { type: 'manhua' }), manga(3, { type: 'oneshot' })], 3, 1),
    });
    renderPage(MangaPage, { path: '/manga', route: '/manga' });
    const cards = within(await screen.findByRole('list', { name: 'مانگا' })).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/manga/1', '/manga/2', '/manga/3']);
    expect(within(cards[0]!).getByText('مانگا')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('مانهوا')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('وەنشۆت')).toBeInTheDocument();
    expect(api.callsTo('/api/manga')[0]!.searchParams.get('select')).toContain('type');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    pendingApi();
    const first = renderPage(MangaPage, { path: '/manga', route: '/manga' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();

    fakeApi({ '/api/manga': paged([], 0, 0) });
    const second = renderPage(MangaPage, { path: '/manga', route: '/manga' });
    expect(await screen.findByText('هیچ مانگایەک نییە')).toBeInTheDocument();
    second.unmount();

    fakeApi({ '/api/manga': failWith(500) });
    renderPage(MangaPage, { path: '/manga', route: '/manga' });
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  });
});
