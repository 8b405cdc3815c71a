import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { formToSave } from '../../lib/formKeeper.ts';
import { QuickEpisode } from './QuickEpisode.tsx';

afterEach(() => vi.unstubAllGlobals());

const seriesOptions = () => within(screen.getByRole('listbox', { name: 'زنجیرە' })).getAllByRole('option');

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
              results: [
                base,
                { ...base, _id: 's2', en: 'Naruto', ku: 'ناروتۆ', session: [] },
                { ...base, _id: 's3', en: 'LAST HOPE', ku: '', session: [] },
              ],
              totalPages: 1,
              totalItems: 3,
            },
          },
        },
      };
    if (url.pathname === '/api/series/s1' && req.method === 'GET') return { body: { data: { series: base } } };
    if (url.pathname.endsWith('/epsode') && req.method === 'POST')
      return { status: 201, body: { data: { series: withEpisode } } };
    if (url.pathname.endsWith('/server') && req.method === 'POST')
      return { status: 201, body: { data: { series: withEpisode } } };
    if (url.pathname.endsWith('/publish') && req.method === 'POST') return { body: { data: { series: withEpisode } } };
    return undefined;
  });
}

/**
 * One series (`base`) in the list, answered as it stands; a write answers `write(path)` (a status and
 * the series after it), which the next read then shows.
 */
function serveOne(write: (path: string) => { status: number; series?: unknown; message?: string }) {
  let current: unknown = base;
  return fakeApi((url, req) => {
    if (url.pathname === '/api/series' && req.method === 'GET')
      return { body: { data: { pagination_info: { results: [base], totalPages: 1, totalItems: 1 } } } };
    if (url.pathname === '/api/series/s1' && req.method === 'GET') return { body: { data: { series: current } } };
    if (req.method !== 'POST') return undefined;
    const { status, series, message } = write(url.pathname);
    if (series) current = series;
    return { status, body: series ? { data: { series } } : { message } };
  });
}

/** Renders the page and chooses the series; resolves with the number field once it is filled in. */
async function chooseFrieren() {
  const rendered = renderWithProviders(<QuickEpisode />);
  const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
  await waitFor(() => expect(seriesOptions()).toHaveLength(1));
  await userEvent.selectOptions(list, 's1');
  const number = screen.getByLabelText(/ژمارەی ئەڵقە/);
  await waitFor(() => expect(number).toHaveValue('4'));
  return { ...rendered, number };
}

describe('QuickEpisode', () => {
  it('typing filters the series; choosing one picks its last season and the next number', async () => {
    serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    await waitFor(() => expect(seriesOptions()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'گەڕان بۆ زنجیرە' }), 'فریر');
    expect(seriesOptions().map((o) => o.textContent)).toEqual(['فریرێن']);
    await userEvent.selectOptions(list, 's1');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('4'));
    expect(screen.getByRole('combobox', { name: 'وەرز' })).toHaveValue('b');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'وەرز' }), 'a');
    expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('3');
  });

  it('chooses the series it shows highlighted, and lists its seasons at once', async () => {
    serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    await waitFor(() => expect(list).toHaveValue('s1'), { timeout: 5000 });
    expect(within(list).getByRole('option', { name: 'فریرێن' })).toHaveProperty('selected', true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'وەرز' })).toHaveValue('b'), { timeout: 5000 });
    expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('4');
    // the filter hides it: the first one left is the chosen one
    await userEvent.type(screen.getByRole('searchbox', { name: 'گەڕان بۆ زنجیرە' }), 'Last');
    await waitFor(() => expect(list).toHaveValue('s3'));
  });

  it('names a series by its Kurdish name, or by its English one alone', async () => {
    serve();
    renderWithProviders(<QuickEpisode />);
    await screen.findByRole('listbox', { name: 'زنجیرە' });
    await waitFor(() => expect(seriesOptions()).toHaveLength(3));
    expect(seriesOptions().map((o) => o.textContent)).toEqual(['فریرێن', 'ناروتۆ', 'LAST HOPE']);
  });

  it('asks for a series when the filter leaves none, and a valid server, before sending anything', async () => {
    const calls = serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    await waitFor(() => expect(seriesOptions()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'گەڕان بۆ زنجیرە' }), 'zzz');
    await userEvent.type(screen.getByLabelText(/کۆدی لێدەر/), '<script>alert(1)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    expect(screen.getByText('تکایە زنجیرەیەک هەڵبژێرە.')).toBeVisible();
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByLabelText(/کۆدی لێدەر/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/«کۆدی لێدەر» وەرناگیرێت/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('publishes the episode, then its servers in order, and readies the next number', async () => {
    const calls = serve();
    renderWithProviders(<QuickEpisode />);
    const list = await screen.findByRole('listbox', { name: 'زنجیرە' });
    // The list box is drawn before the series arrive; wait for them, as the first test does.
    await waitFor(() => expect(seriesOptions()).toHaveLength(3));
    await userEvent.selectOptions(list, 's1');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('4'));
    await userEvent.type(screen.getByLabelText(/کۆدی لێدەر/), embed);
    await userEvent.click(screen.getByRole('button', { name: 'سێرڤەرێکی تر' }));
    const embeds = screen.getAllByLabelText(/کۆدی لێدەر/);
    await userEvent.type(embeds[1]!, embed.replace('/1', '/2'));
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(4));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(new URL(posts[0]!.url).pathname).toBe('/api/series/s1/session/b/epsode');
    // added as a draft, published once its servers are there
    expect(await posts[0]!.json()).toEqual({ name_epsode: 4 });
    expect(new URL(posts[1]!.url).pathname).toBe('/api/series/s1/session/b/epsode/e6/server');
    expect(await posts[1]!.json()).toEqual({ name_server: 'سێرڤەری ١', embed_code: embed });
    expect(await posts[2]!.json()).toMatchObject({ name_server: 'سێرڤەری ٢' });
    expect(new URL(posts[3]!.url).pathname).toBe('/api/series/s1/session/b/epsode/e6/publish');
    expect(await posts[3]!.json()).toEqual({});
    expect(await screen.findByRole('link', { name: 'کردنەوە لە ماڵپەڕ' })).toHaveAttribute('href', '/series/4');
    await waitFor(() => expect(screen.getByLabelText(/ژمارەی ئەڵقە/)).toHaveValue('5'));
    expect(screen.getAllByLabelText(/کۆدی لێدەر/)).toHaveLength(1);
  });

  it('a taken number (409) is said beside the number, not in a toast', async () => {
    const calls = serveOne(() => ({ status: 409, message: 'ئەم ئەڵقەیە هەیە' }));
    const { store, number } = await chooseFrieren();
    await userEvent.clear(number);
    await userEvent.type(number, '2');
    await userEvent.type(screen.getByLabelText(/کۆدی لێدەر/), embed);
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    expect(await screen.findByText('ئەم ئەڵقەیە هەیە')).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(store.getState().ui.error).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/series/s1/session/b/epsode',
    ]);
  });

  it('"new season" makes the season on save and puts episode 1 in it; the fields carry the api names', async () => {
    const made = { ...base, session: [...base.session, { _id: 'c', name_session: 3, epsode: [] }] };
    const done = { ...base, session: [...base.session, { _id: 'c', name_session: 3, epsode: [episode('e9', 1)] }] };
    const calls = serveOne((path) => ({ status: 201, series: path === '/api/series/s1/session' ? made : done }));
    const { number } = await chooseFrieren();
    // a number typed by hand gives way to the chosen season's next one
    await userEvent.type(number, '0');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'وەرز' }), 'new');
    expect(number).toHaveValue('1');
    expect(document.querySelector('[name="name_epsode"]')).toBe(number);
    await userEvent.type(document.querySelector<HTMLElement>('[name="embed_code"]')!, embed);
    expect(document.querySelector('[name="name_server"]')).toHaveValue('سێرڤەری ١');
    await userEvent.click(screen.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(4));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(new URL(posts[0]!.url).pathname).toBe('/api/series/s1/session');
    expect(await posts[0]!.json()).toEqual({ name_session: 3 });
    expect(new URL(posts[1]!.url).pathname).toBe('/api/series/s1/session/c/epsode');
    expect(await posts[1]!.json()).toEqual({ name_epsode: 1 });
    expect(new URL(posts[2]!.url).pathname).toBe('/api/series/s1/session/c/epsode/e9/server');
    expect(new URL(posts[3]!.url).pathname).toBe('/api/series/s1/session/c/epsode/e9/publish');
    expect(await screen.findByRole('status')).toHaveTextContent('ئەڵقەی ١ بڵاوکرایەوە');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'وەرز' })).toHaveValue('c'));
    // nothing is left unsaved: leaving the page does not ask
    expect(formToSave(null)).toBeNull();
  });
});
