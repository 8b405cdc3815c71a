import { act, renderHook } from '@testing-library/react';
import { CONTINUE_FLAG, CONTINUE_PROBE } from '@ckb/contract/frame';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  autoNextOn,
  continueItems,
  isChapterRead,
  isEpisodeWatched,
  markWatched,
  pageFromHash,
  pageHash,
  chapterMark,
  preselect,
  readingOf,
  recallServer,
  recordReading,
  recordWatching,
  rememberServer,
  setAutoNext,
  useAutoNext,
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

describe('chapter marks and page links', () => {
  it('marks a chapter read, or being read past its first page, and nothing else', () => {
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '1', page: 40, pages: 40 }, 1);
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '2', page: 9, pages: 20 }, 2);
    const p = readingOf(7);
    expect(chapterMark(p, 1, '1')).toEqual({ read: true });
    expect(chapterMark(p, 1, '2')).toEqual({ read: false, page: 9, pages: 20 });
    expect(chapterMark(p, 2, '2')).toBeNull();
    expect(chapterMark(null, 1, '1')).toBeNull();
    recordReading({ manga: 7, title: 'Ao', session: 1, chapter: '3', page: 1, pages: 20 }, 3);
    expect(chapterMark(readingOf(7), 1, '3')).toBeNull();
  });

  it('writes and reads the page of a continue link, page 1 being the bare address', () => {
    expect(pageHash(12)).toBe('#page=12');
    expect(pageHash(1)).toBe('');
    expect(pageFromHash('#page=12')).toBe(12);
    expect(pageFromHash('#page=x')).toBeNull();
    expect(pageFromHash('')).toBeNull();
  });
});

describe('watching progress and the chosen server', () => {
  it('remembers the last episode, the episodes watched and the server, and reads the older server key', () => {
    localStorage.setItem('ckb:server:series:7', JSON.stringify({ id: 'old', name: 'HD' }));
    expect(recallServer('series:7')).toEqual({ id: 'old', name: 'HD' });
    recordWatching('series:7', { title: 'Sora', season: 1, episode: 3 }, 500);
    // opened is not watched
    expect(isEpisodeWatched(watchingOf('series:7'), 1, 3)).toBe(false);
    markWatched('series:7', 1, 3);
    recordWatching('series:7', { title: 'Sora', season: 1, episode: 4 }, 600);
    markWatched('series:7', 1, 4);
    markWatched('series:7', 1, 4);
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

describe("the drawn page's probe for the continue row", () => {
  /** Runs the script a drawn page starts with, as the browser would, and tells whether it kept the row's space. */
  const probe = () => {
    document.documentElement.removeAttribute(CONTINUE_FLAG);
    new Function(CONTINUE_PROBE)();
    return document.documentElement.hasAttribute(CONTINUE_FLAG);
  };

  it('agrees with the row: nothing, a chosen server alone or a corrupt record keep no space; reading or watching does', () => {
    expect(probe()).toBe(false);
    rememberServer('series:7', { id: 's', name: 'HD' });
    localStorage.setItem('ckb:v1:read:3', '{not json');
    expect(continueItems()).toEqual([]);
    expect(probe()).toBe(false);
    recordWatching('series:7', { title: 'Sora', season: 1, episode: 2 }, 5);
    expect(continueItems()).toHaveLength(1);
    expect(probe()).toBe(true);
    localStorage.clear();
    recordReading({ manga: 4, title: '', session: 1, chapter: '1', page: 1, pages: 9 }, 6);
    expect(continueItems()).toHaveLength(1);
    expect(probe()).toBe(true);
  });
});

describe('the auto-next setting', () => {
  it('is on until turned off, is kept on this device, and is no work of the continue row', () => {
    expect(autoNextOn()).toBe(true);
    const { result } = renderHook(() => useAutoNext());
    expect(result.current).toBe(true);
    act(() => setAutoNext(false));
    expect(result.current).toBe(false);
    expect(autoNextOn()).toBe(false);
    expect(continueItems()).toEqual([]);
    localStorage.setItem('ckb:v1:auto-next', '{not json');
    expect(autoNextOn()).toBe(true);
  });
});
