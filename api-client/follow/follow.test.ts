import { act, renderHook } from '@testing-library/react';
import { FOLLOWS_KEY, hasFollows, recordReading, recordWatching, watchingOf, readingOf } from '@ckb/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  follows,
  isFollowing,
  markSeen,
  newsParam,
  setFollowing,
  shelfItems,
  useFollows,
  useIsFollowing,
  type FollowNews,
} from './index.ts';
import { exportFile, importFile } from './transfer.ts';

beforeEach(() => localStorage.clear());

describe('follows on the device', () => {
  it('follows and unfollows, under the versioned key; hasFollows tells the home page', () => {
    expect(hasFollows()).toBe(false);
    setFollowing('manga:3', true, { title: 'Berserk', poster: '/media/p.webp' }, 1000);
    setFollowing('series:7', true, { title: 'Mushishi' }, 2000);
    expect(FOLLOWS_KEY).toBe('ckb:v1:follows');
    expect(hasFollows()).toBe(true);
    expect(isFollowing('manga:3')).toBe(true);
    expect(follows().map((f) => f.work)).toEqual(['series:7', 'manga:3']);
    expect(follows()[1]).toEqual({ work: 'manga:3', title: 'Berserk', poster: '/media/p.webp', at: 1000, seen: 1000 });
    setFollowing('manga:3', false);
    expect(isFollowing('manga:3')).toBe(false);
    expect(follows().map((f) => f.work)).toEqual(['series:7']);
  });

  it('skips a damaged record instead of failing', () => {
    localStorage.setItem(
      FOLLOWS_KEY,
      JSON.stringify([{ work: 'drafts:1' }, { work: 'manga:2', title: 'x', at: 1, seen: 1 }]),
    );
    expect(follows().map((f) => f.work)).toEqual(['manga:2']);
    localStorage.setItem(FOLLOWS_KEY, '{not json');
    expect(follows()).toEqual([]);
  });

  it('the hooks follow the storage', () => {
    const list = renderHook(() => useFollows());
    const one = renderHook(() => useIsFollowing('movie:4'));
    expect(list.result.current).toEqual([]);
    act(() => setFollowing('movie:4', true, { title: 'Akira' }));
    expect(list.result.current.map((f) => f.work)).toEqual(['movie:4']);
    expect(one.result.current).toBe(true);
  });
});

describe('the shelf', () => {
  const news: FollowNews[] = [
    { work: 'manga:3', at: 5000, season: 1, chapter: '41' },
    { work: 'series:7', at: 3000, season: 2, episode: 4 },
  ];

  it('badges what came out since the work was last opened, newest news first', () => {
    setFollowing('movie:1', true, { title: 'no news' }, 4000);
    setFollowing('series:7', true, { title: 'old news' }, 3500);
    setFollowing('manga:3', true, { title: 'new' }, 1000);
    const items = shelfItems(follows(), news);
    expect(items.map((i) => [i.work, i.isNew])).toEqual([
      ['manga:3', true],
      ['series:7', false],
      ['movie:1', false],
    ]);
    // opening the work's page, or reading it, takes the badge away
    markSeen('manga:3', 6000);
    expect(shelfItems(follows(), news)[0]!.isNew).toBe(false);
    setFollowing('manga:3', true, { title: 'new' }, 1000);
    recordReading({ manga: 3, title: 'new', session: 1, chapter: '41', page: 1, pages: 20 }, 7000);
    expect(shelfItems(follows(), news)[0]!.isNew).toBe(false);
  });

  it('markSeen leaves works not followed alone; the news list is sorted for one cached answer', () => {
    markSeen('manga:9');
    expect(follows()).toEqual([]);
    expect(newsParam(['series:7', 'manga:3', 'movie:1'])).toBe('manga:3,movie:1,series:7');
  });
});

describe('export and import', () => {
  function fill() {
    setFollowing('manga:3', true, { title: 'Berserk', poster: '/media/p.webp' }, 1000);
    recordReading({ manga: 3, title: 'Berserk', session: 1, chapter: '40', page: 12, pages: 20 }, 2000);
    recordWatching('series:7', { title: 'Mushishi', season: 1, episode: 3 }, 3000);
  }

  it('a file from one device restores follows and progress on another', () => {
    fill();
    const text = JSON.stringify(exportFile(9000));
    localStorage.clear();
    expect(importFile(text)).toEqual({ follows: 1, progress: 2 });
    expect(isFollowing('manga:3')).toBe(true);
    expect(readingOf(3)).toMatchObject({ chapter: '40', page: 12, at: 2000 });
    expect(watchingOf('series:7')).toMatchObject({ season: 1, episode: 3 });
  });

  it('merges: the file wins for its works, the device keeps the others', () => {
    fill();
    const text = JSON.stringify(exportFile());
    localStorage.clear();
    setFollowing('movie:5', true, { title: 'Akira' });
    importFile(text);
    expect(
      follows()
        .map((f) => f.work)
        .sort(),
    ).toEqual(['manga:3', 'movie:5']);
  });

  it.each([
    ['not JSON', '{"format": "ckb-follow", ', 'notJson'],
    ['another site’s file', JSON.stringify({ follows: [] }), 'foreign'],
    ['a later version', JSON.stringify({ ...emptyFile(), version: 2 }), 'foreign'],
    [
      'one damaged record',
      JSON.stringify({ ...emptyFile(), follows: [{ work: 'manga:1', title: 'x', at: 1 }] }),
      'foreign',
    ],
    [
      'one bad record after good ones',
      JSON.stringify({
        ...emptyFile(),
        follows: [{ work: 'manga:1', title: 'x', at: 1, seen: 1 }],
        reading: [{ manga: 0, title: '', session: 1, chapter: '1', page: 1, pages: 1, read: [], at: 1 }],
      }),
      'foreign',
    ],
  ])('refuses %s and changes nothing', (_, text, problem) => {
    fill();
    const before = { ...localStorage };
    expect(Object.keys(before)).toContain(FOLLOWS_KEY);
    expect(importFile(text)).toEqual({ problem });
    expect({ ...localStorage }).toEqual(before);
  });
});

function emptyFile() {
  return { format: 'ckb-follow', version: 1, exportedAt: 1, follows: [], reading: [], watching: [] };
}
