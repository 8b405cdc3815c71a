import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, pendingApi } from '../../test/api.ts';
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
  fakeApi({ '/api/series/7/number': { series: show }, '/api/trend/new': [], ...over });
const open = (route = '/series/7') => renderPage(SeriesDetailPage, { path: '/series/:id', route });

describe('/series/{id}', () => {
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

  it('season tab -> episode -> server -> player', async () => {
    api();
    const { user, container } = open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['وەرزی ١', 'وەرزی ٢', 'وەرزی ٣']);
    const select = screen.getByRole('combobox', { name: 'سێرڤەر' });
    expect(select).toBeDisabled();
    expect(screen.getAllByText('ئەڵقەیەک هەڵبژێرە، پاشان سێرڤەرێک.').length).toBeGreaterThan(0);

    const panel = screen.getByRole('tabpanel');
    const episodes = within(panel).getAllByRole('button');
    expect(episodes.map((b) => b.textContent)).toEqual(['ئەڵقەی ١', 'ئەڵقەی ٢کۆتایی']);
    await user.click(episodes[1]!);
    expect(currentLocation()).toBe('/series/7');
    expect(episodes[1]).toHaveAttribute('aria-pressed', 'true');
    expect(select).toBeEnabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['سێرڤەرێک هەڵبژێرە', 'HD', 'SD']);
    expect(container.querySelector('iframe')).toBeNull();

    await user.selectOptions(select, 'y2');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://sd.example/s1e2');

    // Another season's episode: a new server list; the last server (by name) is chosen again if it is there.
    await user.click(screen.getByRole('tab', { name: 'وەرزی ٢' }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'ئەڵقەی ١' }));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['سێرڤەرێک هەڵبژێرە', 'HD']);
    expect(select).toHaveValue('');
    expect(container.querySelector('iframe')).toBeNull();
    await user.selectOptions(select, 'x1');
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s2e1');

    await user.click(screen.getByRole('tab', { name: 'وەرزی ٣' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('هێشتا هیچ ئەڵقەیەک نییە');
  });

  it('preselects the server the visitor chose last time for this series (by name, across episodes)', async () => {
    localStorage.setItem('ckb:server:series:7', JSON.stringify({ id: 'old', name: 'HD' }));
    api();
    const { user, container } = open();
    await user.click(within(await screen.findByRole('tabpanel')).getByRole('button', { name: 'ئەڵقەی ١' }));
    await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://v.example/s1e1'));
    expect(screen.getByRole('combobox', { name: 'سێرڤەر' })).toHaveValue('z1');
    expect(screen.getByText('وەرزی ١ · ئەڵقەی ١')).toBeInTheDocument();
  });

  it('says so when there are no seasons yet', async () => {
    api({ '/api/series/7/number': { series: { ...show, session: [] } } });
    open();
    expect(await screen.findByText('هێشتا هیچ وەرزێک نییە')).toBeInTheDocument();
  });
});
