import { isEpisodeWatched, rememberServer, WATCHED_AFTER_MS, watchingOf } from '@ckb/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi, paged, pendingApi } from '../../test/api.ts';
import { series } from '../../test/fixtures.ts';
import { currentLocation, renderPage } from '../../test/render.tsx';
import SeriesDetailPage from './SeriesDetailPage.tsx';

const server = (id: string, name: string, src: string) => ({
  _id: id,
  name_server: name,
  embed_code: `<iframe src="${src}"></iframe>`,
});

const show = series(7, {
  en: 'Demon Slayer',
  status: 'finish',
  assessment: 'R',
  session: [
    {
      _id: 'season2',
      name_session: 2,
      detail: '',
      epsode: [
        { _id: 'e21', name_epsode: 1, detail: '', server_epsode: [server('x1', 'HD', 'https://v.example/s2e1')] },
      ],
    },
    {
      _id: 'season1',
      name_session: 1,
      detail: '',
      epsode: [
        {
          _id: 'e12',
          name_epsode: 2,
          detail: 'کۆتایی',
          server_epsode: [server('y1', 'HD', 'https://v.example/s1e2'), server('y2', 'SD', 'https://sd.example/s1e2')],
        },
        { _id: 'e11', name_epsode: 1, detail: '', server_epsode: [server('z1', 'HD', 'https://v.example/s1e1')] },
      ],
    },
    { _id: 'season3', name_session: 3, detail: '', epsode: [] },
  ],
});

const api = (over: Record<string, unknown> = {}) =>
  fakeApi({ '/api/series/7/number': { series: show }, '/api/series': paged([]), ...over });
const open = (route = '/series/7') => renderPage(SeriesDetailPage, { path: '/series/:id', route });

describe('/series/{id}', () => {
  beforeEach(() => {
    // The progress module memoises per write: write once through it (a new version), then forget everything.
    rememberServer('test:reset', { id: 'x', name: 'x' });
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a waiting message, then the series with status and the fixed assessment A', async () => {
    pendingApi();
    const first = open();
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
    first.unmount();

    api();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demon Slayer' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'زانیاری' });
    expect(within(info).getByText('دۆخ').nextElementSibling).toHaveTextContent('تەواوبووە');
    expect(within(info).getByText('پۆلێن').nextElementSibling).toHaveTextContent(/^A$/);
    expect(within(info).getByText('جۆر').nextElementSibling).toHaveTextContent('زنجیرە ئەنیمی');
  });

  it("reads status 'continue' as ongoing", async () => {
    api({ '/api/series/7/number': { series: { ...show, status: 'continue' } } });
    open();
    const info = await screen.findByRole('region', { name: 'زانیاری' });
    expect(within(info).getByText('دۆخ').nextElementSibling).toHaveTextContent('بەردەوامە');
  });

  it("shows 'کێشەیەک هەیە' when the series cannot be loaded", async () => {
    api({ '/api/series/7/number': failWith(500) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
  });

  it('season tab -> episode -> server -> player, with the season, episode and server in the URL', async () => {
    api();
    const { user, container } = open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['وەرزی ١', 'وەرزی ٢', 'وەرزی ٣']);
    const select = screen.getByRole('combobox', { name: 'سێرڤەر' });
    expect(select).toBeDisabled();
    expect(screen.getAllByText('ئەڵقەیەک هەڵبژێرە، پاشان سێرڤەرێک.').length).toBeGreaterThan(0);

    const panel = screen.getByRole('tabpanel');
    const episodes = within(panel).getAllByRole('link');
    expect(episodes.map((b) => b.textContent)).toEqual(['ئەڵقەی ١', 'ئەڵقەی ٢کۆتایی']);
    expect(episodes[1]).toHaveAttribute('href', '/series/7?season=1&episode=2#watch');
    await user.click(episodes[1]!);
    expect(currentLocation()).toBe('/series/7?season=1&episode=2');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /ئەڵقەی ٢/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(select).toBeEnabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['سێرڤەرێک هەڵبژێرە', 'HD', 'SD']);
    expect(container.querySelector('iframe')).toBeNull();

    await user.selectOptions(select, 'y2');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://sd.example/s1e2');
    expect(currentLocation()).toBe('/series/7?season=1&episode=2&server=y2');

    // Another season's episode with a single server: it plays at once.
    await user.click(screen.getByRole('tab', { name: 'وەرزی ٢' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'ئەڵقەی ١' }));
    expect(currentLocation()).toBe('/series/7?season=2&episode=1');
    expect(select).toHaveValue('x1');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s2e1');

    await user.click(screen.getByRole('tab', { name: 'وەرزی ٣' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('هێشتا هیچ ئەڵقەیەک نییە');
  });

  it('lands a shared ?season&episode&server link on that episode and server, its season tab open', async () => {
    api();
    const { container } = open('/series/7?season=1&episode=2&server=y2');
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://sd.example/s1e2'));
    expect(screen.getByRole('tab', { name: 'وەرزی ١' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('وەرزی ١ · ئەڵقەی ٢')).toBeInTheDocument();
  });

  it('has a watch button to the first episode and previous / next links that cross seasons', async () => {
    api();
    const { user, container } = open();
    await screen.findByRole('heading', { level: 1 });
    const watch = screen.getByRole('link', { name: 'بینین' });
    expect(watch).toHaveAttribute('href', '/series/7?season=1&episode=1#watch');
    await user.click(watch);
    // The only server of episode 1 plays at once: one tap.
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s1e1');
    // The first episode has no previous one.
    expect(screen.queryByRole('link', { name: /ئەڵقەی پێشوو/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ئەڵقەی داهاتوو: وەرزی ١ · ئەڵقەی ٢' }));
    expect(currentLocation()).toBe('/series/7?season=1&episode=2');
    const next = screen.getByRole('link', { name: 'ئەڵقەی داهاتوو: وەرزی ٢ · ئەڵقەی ١' });
    await user.click(next);
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s2e1');
    // The last episode has no next one; its previous one crosses back into season 1.
    expect(screen.queryByRole('link', { name: /ئەڵقەی داهاتوو/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ئەڵقەی پێشوو: وەرزی ١ · ئەڵقەی ٢' }));
    expect(currentLocation()).toBe('/series/7?season=1&episode=2');
  });

  it('cuts a long season into ranges of 50, opening the range of the episode playing', async () => {
    const long = {
      ...show,
      session: [
        {
          _id: 's1',
          name_session: 1,
          detail: '',
          epsode: Array.from({ length: 120 }, (_, i) => ({
            _id: `ep${i + 1}`,
            name_epsode: i + 1,
            detail: '',
            server_epsode: [server(`v${i + 1}`, 'HD', `https://v.example/${i + 1}`)],
          })),
        },
      ],
    };
    api({ '/api/series/7/number': { series: long } });
    const { user } = open('/series/7?season=1&episode=77');
    const ranges = await screen.findByRole('group', { name: 'کۆمەڵە ئەڵقەکان' });
    const buttons = within(ranges).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['١–٥٠', '٥١–١٠٠', '١٠١–١٢٠']);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    const list = () => within(screen.getByRole('list', { name: 'ئەڵقەکان' })).getAllByRole('link');
    expect(list()).toHaveLength(50);
    expect(list()[0]).toHaveTextContent('ئەڵقەی ٥١');
    await user.click(buttons[2]!);
    expect(list()).toHaveLength(20);
    expect(list()[19]).toHaveTextContent('ئەڵقەی ١٢٠');
  });

  it('records a report of a broken server and offers another one', async () => {
    const calls = api({ '/api/servers/y1/report': { reported: true } });
    const { user, container } = open('/series/7?season=1&episode=2&server=y1');
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s1e2'));
    await user.click(screen.getByRole('button', { name: 'ڕاپۆرتی سێرڤەری تێکچوو' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ئەم سێرڤەرە کار ناکات');
    // (the episode's end has a live region of its own)
    expect(screen.getByText('سوپاس! ڕاپۆرتەکەت گەیشت بە ستاف.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(calls.callsTo('/api/servers/y1/report')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'سێرڤەری «SD» تاقی بکەرەوە' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://sd.example/s1e2');
    expect(currentLocation()).toBe('/series/7?season=1&episode=2&server=y2');
  });

  it('preselects the server the visitor chose last time for this series (by name, across episodes)', async () => {
    localStorage.setItem('ckb:server:series:7', JSON.stringify({ id: 'old', name: 'SD' }));
    api();
    const { container } = open('/series/7?season=1&episode=2');
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://sd.example/s1e2'));
    expect(screen.getByRole('combobox', { name: 'سێرڤەر' })).toHaveValue('y2');
  });

  it('marks an episode watched once it stayed on screen for a while, not on opening; the watch button continues from it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    const first = open('/series/7?season=1&episode=2&server=y1');
    await waitFor(() => expect(first.container.querySelector('iframe')).not.toBeNull());
    act(() => void vi.advanceTimersByTime(WATCHED_AFTER_MS - 1000));
    expect(isEpisodeWatched(watchingOf('series:7'), 1, 2)).toBe(false);
    act(() => void vi.advanceTimersByTime(1000));
    expect(isEpisodeWatched(watchingOf('series:7'), 1, 2)).toBe(true);
    first.unmount();

    api();
    open();
    await screen.findByRole('heading', { level: 1 });
    const watch = await screen.findByRole('link', { name: 'بەردەوامبوون لە بینین' });
    expect(watch).toHaveAttribute('href', '/series/7?season=1&episode=2#watch');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: /ئەڵقەی ٢/ })).toHaveTextContent('بینراوە');
    expect(within(panel).getByRole('link', { name: 'ئەڵقەی ١' })).not.toHaveTextContent('بینراوە');
  });

  it('ends with the most viewed series of its first genre, without itself', async () => {
    const genres = [{ _id: 'g1', slug: 'action', name: 'ئاکشن' }];
    const calls = api({
      '/api/series/7/number': { series: { ...show, genres } },
      '/api/search': paged([
        { ...series(7, { en: 'Demon Slayer' }), type: 'series', view: 9, rating: 0, genres },
        { ...series(8, { en: 'Jujutsu Kaisen' }), type: 'series', view: 5, rating: 0, genres },
      ]),
    });
    open();
    const related = await screen.findByRole('region', { name: 'بەرهەمی هاوشێوە' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/series/8']);
    const asked = calls.callsTo('/api/search')[0]!.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ genre: 'action', kind: 'series', sort: 'views' });
  });

  it('says so when there are no seasons yet', async () => {
    api({ '/api/series/7/number': { series: { ...show, session: [] } } });
    open();
    expect(await screen.findByText('هێشتا هیچ وەرزێک نییە')).toBeInTheDocument();
  });

  it('marks, for staff previewing the page, a draft episode and a scheduled one', async () => {
    const [two, one] = show.session[1]!.epsode;
    api({
      '/api/series/7/number': {
        series: {
          ...show,
          session: [
            {
              ...show.session[1]!,
              epsode: [
                { ...two!, publish_at: Date.UTC(2099, 0, 2) },
                { ...one!, publish_at: null },
              ],
            },
          ],
        },
      },
    });
    open();
    const list = await screen.findByRole('list', { name: 'ئەڵقەکان' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('ڕەشنووس');
    expect(links[1]).toHaveTextContent(/بڵاوکردنەوە لە .*٢٠٩٩/);
  });
});
