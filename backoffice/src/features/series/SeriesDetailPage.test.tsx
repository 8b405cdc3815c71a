import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tooling/testing.tsx';
import { renderPage, workFrame } from '../../components/workFixtures.tsx';
import SeriesDetailPage from './SeriesDetailPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const episode = (id: string, n: number, detail = '') => ({ _id: id, name_epsode: n, detail, server_epsode: [] });
const series = (session: unknown[]) => ({
  _id: 's1',
  series_id: 4,
  type: 'series',
  en: 'Frieren',
  ku: 'فریرێن',
  status: 'continue',
  rating: 9,
  date_publish: '2023',
  ...workFrame,
  active_show_on_slide: 'false',
  session,
});
const seasonA = { _id: 'a', name_session: 1, detail: '', epsode: [episode('e1', 1, 'سەرەتا'), episode('e2', 2)] };

/** The api of one series: GET answers `current`; each write answers `next` (and makes it current). */
function serve(next: Record<string, { status?: number; body: unknown }> = {}) {
  let current = series([seasonA]);
  return fakeApi((url, req) => {
    if (req.method === 'GET' && url.pathname === '/api/series/s1') return { body: { data: { series: current } } };
    const answer = next[`${req.method} ${url.pathname}`];
    if (answer && (answer.status ?? 200) < 400)
      current = (answer.body as { data: { series: typeof current } }).data.series;
    return answer;
  });
}

const render = () => renderPage('/admin/series/:id', '/admin/series/s1', <SeriesDetailPage />);

const posts = async (calls: Request[], method: string) =>
  Promise.all(
    calls
      .filter((c) => c.method === method)
      .map(async (c) => [new URL(c.url).pathname, method === 'DELETE' ? null : await c.clone().json()]),
  );

describe('SeriesDetailPage: seasons → episodes', () => {
  it('adds the next episode of the season, and a new season whose tab then opens', async () => {
    const withThird = series([{ ...seasonA, epsode: [...seasonA.epsode, episode('e3', 3)] }]);
    const withSeason = series([...withThird.session, { _id: 'b', name_session: 2, detail: '', epsode: [] }]);
    const calls = serve({
      'POST /api/series/s1/session/a/epsode': { status: 201, body: { data: { series: withThird } } },
      'POST /api/series/s1/session': { status: 201, body: { data: { series: withSeason } } },
    });
    render();
    expect(await screen.findByRole('tab', { name: 'وەرزی ١' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('ئەڵقەی ١')).toBeVisible();
    expect(screen.getByText('— سەرەتا', { exact: false })).toBeVisible();
    const add = screen.getByRole('form', { name: 'زیادکردنی ئەڵقە: وەرزی ١' });
    expect(within(add).getByRole('textbox', { name: /ژمارەی ئەڵقە/ })).toHaveValue('3');
    await userEvent.click(within(add).getByRole('button', { name: 'زیادکردنی ئەڵقە' }));
    expect(await screen.findByText('ئەڵقەی ٣')).toBeVisible();
    await waitFor(() => expect(within(add).getByRole('textbox', { name: /ژمارەی ئەڵقە/ })).toHaveValue('4'));

    const addSeason = screen.getByRole('form', { name: 'زیادکردنی وەرز' });
    expect(within(addSeason).getByRole('textbox', { name: /ژمارەی وەرز/ })).toHaveValue('2');
    await userEvent.click(within(addSeason).getByRole('button', { name: 'زیادکردنی وەرز' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'وەرزی ٢' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('هێشتا هیچ ئەڵقەیەک نییە.')).toBeVisible();
    expect(await posts(calls, 'POST')).toEqual([
      // «بڵاوکردنەوە ئێستا» is checked at first: published now by the server's clock
      ['/api/series/s1/session/a/epsode', { name_epsode: 3, publish_at: 0 }],
      ['/api/series/s1/session', { name_session: 2 }],
    ]);
  });

  it('an episode opens onto edit, delete and its servers; a taken number is said beside the field', async () => {
    const renamed = series([{ ...seasonA, epsode: [episode('e1', 5, 'سەرەتا'), seasonA.epsode[1]] }]);
    const calls = serve({
      'PATCH /api/series/s1/session/a/epsode/e2': { status: 409, body: { message: 'ئەم ئەڵقەیە هەیە' } },
      'PATCH /api/series/s1/session/a/epsode/e1': { body: { data: { series: renamed } } },
      'DELETE /api/series/s1/session/a/epsode/e2': { body: { data: { series: series([{ ...seasonA, epsode: [] }]) } } },
    });
    const { store } = render();
    await userEvent.click(await screen.findByText('ئەڵقەی ٢'));
    await userEvent.click(screen.getByRole('button', { name: 'دەستکاری: ئەڵقەی ٢' }));
    const taken = screen.getByRole('form', { name: 'دەستکاری: ئەڵقەی ٢' });
    const number = within(taken).getByRole('textbox', { name: /ژمارەی ئەڵقە/ });
    await userEvent.clear(number);
    await userEvent.type(number, '1');
    await userEvent.click(within(taken).getByRole('button', { name: /پاشەکەوت/ }));
    expect(await within(taken).findByText('ئەم ئەڵقەیە هەیە')).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().ui.error).toBeNull();
    const second = screen.getByText('ئەڵقەی ٢').closest('li')!;
    expect(within(second).getByText('هێشتا هیچ سێرڤەرێک نییە.')).toBeInTheDocument();
    expect(within(second).getByRole('form', { name: 'زیادکردنی سێرڤەر' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('ئەڵقەی ١'));
    await userEvent.click(screen.getByRole('button', { name: 'دەستکاری: ئەڵقەی ١' }));
    const edit = screen.getByRole('form', { name: 'دەستکاری: ئەڵقەی ١' });
    await userEvent.clear(within(edit).getByRole('textbox', { name: /ژمارەی ئەڵقە/ }));
    await userEvent.type(within(edit).getByRole('textbox', { name: /ژمارەی ئەڵقە/ }), '5');
    await userEvent.click(within(edit).getByRole('button', { name: /پاشەکەوت/ }));
    expect(await screen.findByText('ئەڵقەی ٥')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'دەستکاری: ئەڵقەی ٥' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی ئەڵقە: ٢' }));
    const dialog = await screen.findByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم ئەڵقەیە بسڕیتەوە؟' });
    expect(within(dialog).getByText('سێرڤەرەکانیشی دەسڕێنەوە.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    expect(await screen.findByText('هێشتا هیچ ئەڵقەیەک نییە.')).toBeVisible();
    expect(await posts(calls, 'PATCH')).toEqual([
      ['/api/series/s1/session/a/epsode/e2', { name_epsode: 1, detail: '' }],
      ['/api/series/s1/session/a/epsode/e1', { name_epsode: 5, detail: 'سەرەتا' }],
    ]);
    expect(await posts(calls, 'DELETE')).toEqual([['/api/series/s1/session/a/epsode/e2', null]]);
  });
});
