import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { manga, movie, series, slide, trend } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import HomePage from './HomePage.tsx';

const eight = <T,>(make: (n: number) => T) => Array.from({ length: 8 }, (_, i) => make(i + 1));

function fullApi(over: Record<string, unknown> = {}) {
  return fakeApi({
    '/api/slide': [slide('anime', 1), slide('series', 2), slide('manhua', 5)],
    '/api/trend/new': [trend('anime', 3), trend('series', 4), trend('manga', 6), trend('oneshot', 7)],
    '/api/trend/today': [trend('series', 4), trend('anime', 3)],
    '/api/trend/popular': paged([trend('manhua', 8), trend('anime', 9)]),
    '/api/movies': paged(
      eight((n) => movie(n)),
      40,
      5,
    ),
    '/api/series': paged(
      eight((n) => series(n)),
      40,
      5,
    ),
    '/api/manga': paged(
      eight((n) => manga(n, { type: n % 2 ? 'manga' : 'manhua' })),
      40,
      5,
    ),
    ...over,
  });
}

describe('home /', () => {
  it('shows the hero slides with the right button for each kind of work', async () => {
    fullApi();
    renderPage(HomePage, { path: '/', route: '/' });
    const hero = await screen.findByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' });
    // The first paint has the slide in view and the next; the rest come when the visitor reaches for it.
    expect(hero.querySelectorAll('article')).toHaveLength(2);
    fireEvent.mouseEnter(hero);
    await waitFor(() => expect(hero.querySelectorAll('article')).toHaveLength(3));
    const watch = within(hero).getAllByRole('link', { name: /^بینین: /, hidden: true });
    expect(watch.map((a) => a.getAttribute('href'))).toEqual(['/movies/1', '/series/2']);
    expect(watch[0]).toHaveAccessibleName('بینین: Slide anime 1');
    expect(within(hero).getByRole('link', { name: /^دەستبکە بە خوێندنەوە: /, hidden: true })).toHaveAttribute(
      'href',
      '/manga/5',
    );
    // One Tab stop: only the slide in view can take focus; a position says where the visitor is.
    const slides = [...hero.querySelectorAll('article')].map((a) => a.parentElement!);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(within(hero).getByText('١ / ٣')).toBeInTheDocument();
    expect(within(hero).getByRole('heading', { name: 'Slide anime 1' })).toBeInTheDocument();
    // The about text is cut: 150 characters, 80 on small screens.
    const cuts = within(hero.querySelector('article')!).getAllByText(/دەربارە/);
    expect(cuts.map((p) => Array.from(p.textContent ?? '').length <= 150)).toEqual([true, true]);
    const strips = within(hero).getAllByRole('list', { name: 'ژانرەکان', hidden: true });
    expect(strips).toHaveLength(3);
    // each genre of the work links to its list
    expect(within(strips[0]!).getByRole('link', { name: 'ئاکشن', hidden: true })).toHaveAttribute(
      'href',
      '/search?genre=action',
    );
  });

  it("links a banner's button only to a web address or a clean path on this site", async () => {
    const banners = [
      ['//evil.example/b1', null],
      ['/\\evil.example/b2', null],
      ['/.//evil.example/b3', null],
      ['javascript:alert(1)', null],
      ['/series/4', '/series/4'],
      ['https://sponsor.example/کوردی', 'https://sponsor.example/%DA%A9%D9%88%D8%B1%D8%AF%DB%8C'],
    ] as const;
    fullApi({
      '/api/slide': banners.map(([link], i) => slide('banner', i + 1, { en: `Banner ${i + 1}`, link })),
    });
    renderPage(HomePage, { path: '/', route: '/' });
    const hero = await screen.findByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' });
    fireEvent.mouseEnter(hero);
    await waitFor(() => expect(hero.querySelectorAll('article')).toHaveLength(banners.length));
    const buttons = within(hero).queryAllByRole('link', { name: /^زیاتر بزانە: /, hidden: true });
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual(banners.flatMap(([, to]) => (to ? [to] : [])));
    expect(within(hero).queryByRole('link', { name: 'زیاتر بزانە: Banner 1', hidden: true })).toBeNull();
  });

  it('shows the newest and most-viewed-today carousels with a type badge on every card', async () => {
    fullApi();
    renderPage(HomePage, { path: '/', route: '/' });
    const newest = await screen.findByRole('region', { name: 'نوێترین بەرهەمەکان' });
    await waitFor(() => expect(within(newest).getAllByRole('link')).toHaveLength(4));
    const links = within(newest).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/movies/3', '/series/4', '/manga/6', '/manga/7']);
    expect(links.map((a) => a.querySelector('[data-type]')?.textContent)).toEqual([
      'ئەنیمی',
      'زنجیرە ئەنیمی',
      'مانگا',
      'وەنشۆت',
    ]);
    const today = screen.getByRole('region', { name: 'زۆرترین بینراوی ئەمڕۆ' });
    await waitFor(() => expect(within(today).getAllByRole('link')).toHaveLength(2));
    // It plays by itself, so it has a pause button.
    expect(within(today).getByRole('button', { name: 'ڕاگرتنی خولانەوە' })).toBeInTheDocument();
  });

  it('shows three rows of 8 visible works; only the manga row has badges', async () => {
    const api = fullApi();
    renderPage(HomePage, { path: '/', route: '/' });
    const films = await screen.findByRole('region', { name: 'فیلمەکان' });
    await waitFor(() => expect(within(films).getAllByRole('link')).toHaveLength(9));
    const cards = within(films)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') !== '/movies');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveAttribute('href', '/movies/1');
    expect(films.querySelector('[data-type]')).toBeNull();
    expect(within(films).getByRole('link', { name: 'هەمووی' })).toHaveAttribute('href', '/movies');

    const seriesRow = screen.getByRole('region', { name: 'زنجیرە ئەنیمییەکان' });
    await waitFor(() => expect(within(seriesRow).getAllByRole('link', { name: /Series/ })).toHaveLength(8));
    expect(seriesRow.querySelector('[data-type]')).toBeNull();

    const mangaRow = screen.getByRole('region', { name: 'مانگا، مانهوا و وەنشۆت' });
    await waitFor(() => expect(mangaRow.querySelectorAll('[data-type]')).toHaveLength(8));
    expect(within(mangaRow).getAllByText('مانهوا')).toHaveLength(4);

    for (const path of ['/api/movies', '/api/series', '/api/manga']) {
      expect(Object.fromEntries(api.callsTo(path)[0]!.searchParams)).toMatchObject({
        page: '1',
        limit: '8',
        active_show: 'true',
      });
    }
  });

  it('shows the popular strip, the most-new list and the trend panel', async () => {
    const api = fullApi();
    renderPage(HomePage, { path: '/', route: '/' });
    const popular = await screen.findByRole('region', { name: 'بەناوبانگترین' });
    await waitFor(() =>
      expect(
        within(popular)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/manga/8', '/movies/9']),
    );
    const mostNew = screen.getByRole('region', { name: 'نوێترینەکان' });
    await waitFor(() => expect(within(mostNew).getAllByRole('link')).toHaveLength(4));
    const trendPanel = screen.getByRole('complementary', { name: 'ترێند' });
    await waitFor(() => expect(within(trendPanel).getAllByRole('link')[0]).toHaveAttribute('href', '/series/4'));
    expect(api.callsTo('/api/trend/popular')[0]!.searchParams.get('page')).toBe('1');
    // Shared data is fetched once even where two parts show it.
    expect(api.callsTo('/api/trend/new')).toHaveLength(1);
  });

  it('announces that it is waiting while the data loads, with placeholders in place', () => {
    pendingApi();
    renderPage(HomePage, { path: '/', route: '/' });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(3);
    expect(screen.getByRole('region', { name: 'نوێترین بەرهەمەکان' })).toBeInTheDocument();
  });

  it('shows empty parts as empty and keeps the page when one call fails', async () => {
    fullApi({
      '/api/slide': [],
      '/api/trend/new': [],
      '/api/series': failWith(500),
      '/api/manga': paged([], 0, 0),
    });
    renderPage(HomePage, { path: '/', route: '/' });
    const seriesRow = await screen.findByRole('region', { name: 'زنجیرە ئەنیمییەکان' });
    await waitFor(() => expect(within(seriesRow).getByRole('alert')).toHaveTextContent('کێشەیەک هەیە'));
    const mangaRow = screen.getByRole('region', { name: 'مانگا، مانهوا و وەنشۆت' });
    await waitFor(() => expect(within(mangaRow).getByText('هێشتا هیچ بەرهەمێک نییە')).toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: 'نوێترین بەرهەمەکان' })).getByText('هێشتا هیچ بەرهەمێک نییە'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'فیلمەکان' })).getAllByRole('link')).toHaveLength(9),
    );
  });
});
