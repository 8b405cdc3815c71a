import { recordReading, recordWatching } from '@ckb/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { ContinueRow } from './ContinueRow.tsx';

beforeEach(() => localStorage.clear());

describe('the continue row', () => {
  it('the home row is absent before anything was read or watched', () => {
    renderWithProviders(<ContinueRow />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lists the chapter being read and the episode being watched, newest first', () => {
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '2', page: 12, pages: 40 }, 100);
    recordWatching('series:7', { title: 'One Piece', season: 1, episode: 4 }, 200);
    renderWithProviders(<ContinueRow />);
    const row = screen.getByRole('region', { name: 'درێژەی پێبدە' });
    const links = within(row).getAllByRole('link');
    // one tap: the episode at the player, the chapter at its page
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/series/7?season=1&episode=4#watch',
      '/manga/3/session/1/chapter/2#page=12',
    ]);
    expect(links[0]).toHaveAccessibleName('درێژەدان بە بینین One Piece وەرزی ١ · ئەڵقەی ٤');
    expect(links[1]).toHaveAccessibleName('درێژەدان بە خوێندنەوە Berserk بەشی ٢ · پەڕەی ١٢ لە ٤٠');
  });
});
