import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  continueItems,
  isChapterRead,
  isEpisodeWatched,
  preselect,
  readingOf,
  recallServer,
  recordReading,
  recordWatching,
  rememberServer,
  useContinueItems,
  useReading,
  watchingOf,
} from './progress.ts';

beforeEach(() => localStorage.clear());

describe('reading progress', () => {
  it('keeps the last page on screen per manga and marks a chapter read at its last page', () => {
    expect(readingOf(7)).toBeNull();
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '1', page: 12, pages: 40 }, 1000);
    expect(readingOf(7)).toMatchObject({ session: 1, chapter: '1', page: 12, pages: 40, read: [], at: 1000 });
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '1', page: 40, pages: 40 }, 2000);
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '2', page: 1, pages: 20 }, 3000);
    const p = readingOf(7);
    expect(p).toMatchObject({ chapter: '2', page: 1, read: ['1/1'] });
    expect(isChapterRead(p, 1, '1')).toBe(true);
    expect(isChapterRead(p, 1, '2')).toBe(false);
    // a versioned key: a later format can move on without misreading this one
    expect(Object.keys(localStorage)).toEqual(['ckb:v1:read:7']);
  });

  it('ignores a corrupt record instead of failing', () => {
    localStorage.setItem('ckb:v1:read:3', '{not json');
    expect(readingOf(3)).toBeNull();
    localStorage.setItem('ckb:v1:read:3', JSON.stringify({ session: 'x' }));
    expect(readingOf(3)).toBeNull();
    expect(continueItems()).toEqual([]);
  });
});

describe('watching progress and the chosen server', () => {
  it('remembers the last episode, the episodes watched and the server, and reads the older server key', () => {
    localStorage.setItem('ckb:server:series:7', JSON.stringify({ id: 'old', name: 'HD' }));
    expect(recallServer('series:7')).toEqual({ id: 'old', name: 'HD' });
    recordWatching('series:7', { title: 'Sora', season: 1, episode: 3 }, 500);
    recordWatching('series:7', { title: 'Sora', season: 1, episode: 4 }, 600);
    rememberServer('series:7', { id: 's2', name: 'Backup' });
    const w = watchingOf('series:7');
    expect(w).toMatchObject({ season: 1, episode: 4, watched: ['1/3', '1/4'], server: { id: 's2', name: 'Backup' } });
    expect(w?.at).toBe(600);
    expect(isEpisodeWatched(w, 1, 3)).toBe(true);
    expect(isEpisodeWatched(w, 2, 3)).toBe(false);
  });

  it('preselects the same server record, else one with the same name', () => {
    const servers = [
      { _id: 'a', name_server: 'HD ' },
      { _id: 'b', name_server: 'Backup' },
    ];
    expect(preselect(servers, { id: 'b', name: 'x' })).toBe('b');
    expect(preselect(servers, { id: 'gone', name: 'HD' })).toBe('a');
    expect(preselect(servers, { id: 'gone', name: 'Other' })).toBeNull();
    expect(preselect(servers, null)).toBeNull();
  });
});

describe('the continue row', () => {
  it('mixes chapters being read and episodes being watched, newest first; a server choice alone is not listed', () => {
    rememberServer('movie:2', { id: 'x', name: 'HD' });
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '2', page: 3, pages: 20 }, 100);
    recordWatching('series:9', { title: 'Sora', season: 2, episode: 5 }, 200);
    expect(continueItems().map((i) => [i.kind, i.title])).toEqual([
      ['watch', 'Sora'],
      ['read', 'Ao'],
    ]);
  });

  it('the hooks follow writes', () => {
    const row = renderHook(() => useContinueItems());
    const reading = renderHook(() => useReading(7));
    expect(row.result.current).toEqual([]);
    act(() => void recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '1', page: 2, pages: 5 }));
    expect(row.result.current).toHaveLength(1);
    expect(reading.result.current?.page).toBe(2);
  });
});
