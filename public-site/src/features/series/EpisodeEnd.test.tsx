import { autoNextOn, isEpisodeWatched, rememberServer, watchingOf } from '@ckb/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged } from '../../test/api.ts';
import { series } from '../../test/fixtures.ts';
import { currentLocation, renderPage } from '../../test/render.tsx';
import { AUTO_NEXT_SECONDS } from './EpisodeEnd.tsx';
import SeriesDetailPage from './SeriesDetailPage.tsx';

const episode = (n: number) => ({
  _id: `e${n}`,
  name_epsode: n,
  detail: '',
  server_epsode: [{ _id: `v${n}`, name_server: 'HD', embed_code: `<iframe src="https://v.example/${n}"></iframe>` }],
});
const show = series(7, {
  en: 'Frieren',
  session: [{ _id: 'season1', name_session: 1, detail: '', epsode: [episode(1), episode(2)] }],
});

function open(episodeNumber = 1) {
  fakeApi({ '/api/series/7/number': { series: show }, '/api/series': paged([]) });
  return renderPage(SeriesDetailPage, { path: '/series/:id', route: `/series/7?season=1&episode=${episodeNumber}` });
}
const seconds = (n: number) => {
  for (let i = 0; i < n; i++) act(() => void vi.advanceTimersByTime(1000));
};

describe("an episode's end", () => {
  beforeEach(() => {
    // The progress module memoises per write: write once through it (a new version), then forget everything.
    rememberServer('test:reset', { id: 'x', name: 'x' });
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('«تەواوم کرد» marks it watched and starts the next one after an announced countdown', async () => {
    const { user } = open();
    const finished = await screen.findByRole('button', { name: 'تەواوم کرد' });
    await user.click(finished);
    expect(isEpisodeWatched(watchingOf('series:7'), 1, 1)).toBe(true);
    // a live region that was there before: the countdown is announced when it starts
    expect(screen.getByText('ئەڵقەی داهاتوو (وەرزی ١ · ئەڵقەی ٢) لە ١٠ چرکەدا دەست پێدەکات.')).toHaveAttribute(
      'role',
      'status',
    );
    // the pressed button is gone: focus is on the way to stop the countdown
    expect(screen.getByRole('button', { name: 'ڕاگرتن' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'ئێستا ببینە: وەرزی ١ · ئەڵقەی ٢' })).toHaveAttribute(
      'href',
      '/series/7?season=1&episode=2#watch',
    );
    seconds(AUTO_NEXT_SECONDS - 1);
    expect(currentLocation()).toBe('/series/7?season=1&episode=1');
    seconds(1);
    await waitFor(() => expect(currentLocation()).toBe('/series/7?season=1&episode=2'));
    // the last episode has nothing to flow on to
    expect(screen.queryByRole('button', { name: 'تەواوم کرد' })).not.toBeInTheDocument();
  });

  it('the countdown stops from the keyboard, and then waits for the visitor', async () => {
    const { user } = open();
    (await screen.findByRole('button', { name: 'تەواوم کرد' })).focus();
    await user.keyboard('{Enter}');
    seconds(3);
    await user.keyboard('{Enter}'); // on «ڕاگرتن», which has focus
    expect(screen.getByText('ئەڵقەی داهاتوو خۆکارانە دەست پێناکات.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'ئێستا ببینە: وەرزی ١ · ئەڵقەی ٢' })).toHaveFocus();
    seconds(AUTO_NEXT_SECONDS);
    expect(currentLocation()).toBe('/series/7?season=1&episode=1');
  });

  it('a setting kept on this device turns the countdown off', async () => {
    const { user, unmount } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'ئەڵقەی داهاتوو خۆکارانە دەست پێبکات' }));
    expect(autoNextOn()).toBe(false);
    unmount();

    const again = open();
    const setting = await screen.findByRole('checkbox', { name: 'ئەڵقەی داهاتوو خۆکارانە دەست پێبکات' });
    expect(setting).not.toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'تەواوم کرد' }));
    expect(isEpisodeWatched(watchingOf('series:7'), 1, 1)).toBe(true);
    expect(screen.queryByRole('button', { name: 'ڕاگرتن' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ئێستا ببینە: وەرزی ١ · ئەڵقەی ٢' })).toHaveFocus();
    seconds(AUTO_NEXT_SECONDS + 1);
    expect(currentLocation()).toBe('/series/7?season=1&episode=1');
  });
});
