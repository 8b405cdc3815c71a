import { formatDate, formatMoney, formatNumber } from '@ckb/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { movie, staff, trend } from '../../test/fixtures.ts';
import { currentLocation, renderPage } from '../../test/render.tsx';
import MovieDetailPage from './MovieDetailPage.tsx';

const film = movie(4, {
  en: 'Your Name',
  ku: 'ناوی تۆ',
  server: [
    {
      _id: 'a',
      name_server: 'سێرڤەری یەکەم',
      embed_code: '<iframe src="https://player.example/e/4" allowfullscreen></iframe>',
    },
    { _id: 'b', name_server: 'Backup', embed_code: 'https://backup.example/v/4' },
    { _id: 'c', name_server: 'Broken', embed_code: '<script>alert(1)</script>' },
  ],
  translator_id: [staff('u1', 'ئاراس')],
  designer_id: [staff('u2', 'شیلان')],
  technique_id: [],
});

const api = (over: Record<string, unknown> = {}) =>
  fakeApi({
    '/api/movies/4/number': { movie: film },
    '/api/trend/new': [trend('series', 2), trend('manga', 3)],
    // the side list: the newest films (the home row's request)
    '/api/movies': paged([movie(9, { en: 'Newest Film' }), movie(8)], 2),
    ...over,
  });

const open = (route = '/movies/4') => renderPage(MovieDetailPage, { path: '/movies/:id', route });

describe('/movies/{id}', () => {
  it('shows a waiting message while loading', () => {
    pendingApi();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });

  it("shows 'کێشەیەک هەیە' when the film cannot be loaded", async () => {
    api({ '/api/movies/4/number': failWith(503, 'سێرڤەر بەردەست نییە') });
    const { store } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
    // The overlay's toast gets the api's message (SPEC §7).
    expect(store.getState().ui.error).toBe('سێرڤەر بەردەست نییە');
  });

  it("says 'هیچ نەدۆزرایەوە' as the page heading for a film that does not exist, and titles the tab so", async () => {
    api({ '/api/movies/4/number': failWith(404, 'فیلمەکە نەدۆزرایەوە') });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ لیستەکە' })).toHaveAttribute('href', '/movies');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^هیچ نەدۆزرایەوە · /));
  });

  it('shows the film: names, formatted metadata, and staff links', async () => {
    const calls = api();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Name' })).toBeInTheDocument();
    expect(screen.getByText('ناوی تۆ')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'زانیاری' });
    const value = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect(value('ژمارەی بینراو')).toBe(formatNumber(12345));
    expect(value('بودجە')).toBe(formatMoney(1500000));
    expect(value('بودجە')).toContain('$');
    expect(value('داهات')).toBe(formatMoney(380000000));
    expect(value('ڕێکەوتی بڵاوبوونەوە')).toBe(formatDate('2016-08-26'));
    expect(value('هەڵسەنگاندن')).toBe(`${formatNumber(8.4)}/${formatNumber(10)}`);
    expect(value('پۆلێن')).toBe('PG-13');
    expect(value('دەرهێنەر')).toBe('Makoto Shinkai');
    expect(value('وڵات')).toBe('ژاپۆن');
    expect(value('زمان')).toBe('ژاپۆنی');
    expect(value('جۆر')).toBe('ئەنیمی');
    const credits = screen.getByRole('region', { name: 'تیمی کار' });
    expect(within(credits).getByRole('link', { name: 'ئاراس' })).toHaveAttribute('href', '/staff/u1');
    expect(within(credits).getByRole('link', { name: 'شیلان' })).toHaveAttribute('href', '/staff/u2');
    expect(within(credits).getByText('کەس دیاری نەکراوە')).toBeInTheDocument();
    expect(screen.getByText('چیرۆکی فیلمەکە')).toBeInTheDocument();
    const mostNew = screen.getByRole('region', { name: 'نوێترین فیلمەکان' });
    await waitFor(() => expect(within(mostNew).getAllByRole('link')).toHaveLength(2));
    // A film's page lists films: the side list follows the work's kind.
    expect(
      within(mostNew)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/movies/9', '/movies/8']);
    expect(calls.calls).toContain('/api/movies/4/number');
  });

  it('plays nothing until a server is chosen, then only a sandboxed https iframe', async () => {
    api();
    const { user, container } = open();
    const select = await screen.findByRole('combobox', { name: 'سێرڤەر' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('سێرڤەرێک هەڵبژێرە بۆ دەستپێکردنی پەخش')).toBeInTheDocument();

    await user.selectOptions(select, 'a');
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://player.example/e/4');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAccessibleName('Your Name — سێرڤەری یەکەم');

    await user.selectOptions(select, 'b');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://backup.example/v/4');

    await user.selectOptions(select, 'c');
    expect(container.querySelector('iframe, script')).toBeNull();
    expect(screen.getByText(/ئەم سێرڤەرە ناتوانرێت پیشان بدرێت/)).toBeInTheDocument();
  });

  it('preselects the server the visitor chose last time for this film', async () => {
    api();
    const first = open();
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'سێرڤەر' }), 'b');
    first.unmount();

    api();
    const { container } = open();
    expect(await screen.findByRole('combobox', { name: 'سێرڤەر' })).toHaveValue('b');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://backup.example/v/4');
  });

  it('plays its only server at once, from the watch button in the header (one tap)', async () => {
    api({ '/api/movies/4/number': { movie: { ...film, server: [film.server![0]!] } } });
    const { user, container } = open();
    const watch = await screen.findByRole('link', { name: 'بینین' });
    expect(watch).toHaveAttribute('href', '/movies/4#watch');
    await user.click(watch);
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://player.example/e/4');
    expect(screen.getByRole('status')).toHaveTextContent('پەخشەکە بار دەبێت');
  });

  it('keeps the chosen server in the URL, and a shared link plays it', async () => {
    api();
    const { user } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'سێرڤەر' }), 'b');
    expect(currentLocation()).toBe('/movies/4?server=b');

    api();
    const { container } = open('/movies/4?server=b');
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://backup.example/v/4'));
  });

  it('copies the link and says so when there is no share sheet', async () => {
    api();
    const { user, store } = open();
    await user.click(await screen.findByRole('button', { name: 'هاوبەشکردن' }));
    await waitFor(() => expect(store.getState().ui.success).toBe('بەستەرەکە لەبەرگیرایەوە'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});
