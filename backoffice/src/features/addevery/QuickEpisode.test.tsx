import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { QuickEpisode } from './QuickEpisode.tsx';

afterEach(() => vi.unstubAllGlobals());

const img = { low: '/img/default/default.png', original: '/img/default/default.png' };
const episode = (id: string, n: number) => ({ _id: id, name_epsode: n, detail: '', server_epsode: [] as unknown[] });
const base = {
  _id: 's1',
  series_id: 4,
  en: 'Frieren',
  ku: 'فریرێن',
  active_show: 'true',
  poster: img,
  background: img,
  session: [
    { _id: 'a', name_session: 1, epsode: [episode('e1', 1), episode('e2', 2)] },
    { _id: 'b', name_session: 2, epsode: [episode('e3', 1), episode('e4', 2), episode('e5', 3)] },
  ],
};
const withEpisode = {
  ...base,
  session: [base.session[0], { ...base.session[1], epsode: [...base.session[1]!.epsode, episode('e6', 4)] }],
};
const embed = '<iframe src="https://player.example/v/1"></iframe>';

function serve() {
  return fakeApi((url, req) => {
    if (url.pathname === '/api/series' && req.method === 'GET')
      return {
        body: {
          data: {
            pagination_info: {
              results: [base, { ...base, _id: 's2', en: 'Naruto', ku: 'ناروتۆ', session: [] }],
              totalPages: 1,
              totalItems: 2,
            },
          },
        },
      };
    if (url.pathname === '/api/series/s1' && req.method === 'GET') return { body: { data: { series: base } } };
    if (url.pathname.endsWith('/epsode') && req.method === 'POST')
      return { status: 201, body: { data: { series: withEpisode } } };
    if (url.pathname.endsWith('/server') && req.method === 'POST')
      return { status: 201, body: { data: { series: withEpisode } } };
    return undefined;
  });
}

describe('QuickEpisode', () => {
  it('typing filters the series; choosing one picks its last season and the next number', async () => {
    serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'گەڕان بۆ زنجیرە' }), 'فریر');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Frieren — فریرێن']);
    await userEvent.selectOptions(list, 's1');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('4'));
    expect(screen.getByRole('combobox', { name: 'وەرز' })).toHaveValue('b');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'وەرز' }), 'a');
    expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('3');
  });

  it('asks for a series and a valid server before sending anything', async () => {
    const calls = serve();
    renderWithProviders(<QuickEpisode />);
    await screen.findByRole('listbox', { name: 'زنجیرە' });
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    expect(screen.getByText('تکایە زنجیرەیەک هەڵبژێرە.')).toBeVisible();
    expect(screen.getByLabelText(/کۆدی embed/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('publishes the episode, then its servers in order, and readies the next number', async () => {
    const calls = serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    // The list box is drawn before the series arrive; wait for them, as the first test does.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(list, 's1');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('4'));
    await userEvent.type(screen.getByLabelText(/کۆدی embed/), embed);
    await userEvent.click(screen.getByRole('button', { name: 'سێرڤەرێکی تر' }));
    const embeds = screen.getAllByLabelText(/کۆدی embed/);
    await userEvent.type(embeds[1]!, embed.replace('/1', '/2'));
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(new URL(posts[0]!.url).pathname).toBe('/api/series/s1/session/b/epsode');
    expect(await posts[0]!.json()).toEqual({ name_epsode: 4 });
    expect(new URL(posts[1]!.url).pathname).toBe('/api/series/s1/session/b/epsode/e6/server');
    expect(await posts[1]!.json()).toEqual({ name_server: 'سێرڤەری ١', embed_code: embed });
    expect(await posts[2]!.json()).toMatchObject({ name_server: 'سێرڤەری ٢' });
    expect(await screen.findByRole('link', { name: 'بینین لە ماڵپەڕ' })).toHaveAttribute('href', '/series/4');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('5'));
    expect(screen.getAllByLabelText(/کۆدی embed/)).toHaveLength(1);
  });
});
