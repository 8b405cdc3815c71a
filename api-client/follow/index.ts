import {
  api,
  FOLLOWS_KEY,
  readingOf,
  readStored,
  rememberedStored,
  subscribeProgress,
  watchingOf,
  writeStored,
  type Envelope,
} from '@ckb/api-client';
import type { FollowNewsItemT } from '@ckb/contract/follow';
import { FOLLOW_MAX, isFollowWork, type FollowWork } from '@ckb/contract/follow-rules';
import { useSyncExternalStore } from 'react';

/**
 * `@ckb/api-client/follow`: the works a visitor follows, on this device (no account), beside their reading and
 * watching progress (the same versioned storage, `ckb:v1:follows`), and the one request that asks what is new in
 * all of them (`GET /api/follow/news`). An entry of its own, so the first visit to `/` carries none of it: the
 * home page asks `hasFollows()` (main entry) first and loads the shelf only when there is something to show.
 */

export { FOLLOW_MAX, isFollowWork, type FollowWork } from '@ckb/contract/follow-rules';
export type FollowNews = FollowNewsItemT;

export interface Follow {
  work: FollowWork;
  title: string;
  /** Small poster URL (`poster.low`). */
  poster?: string;
  /** When it was followed. */
  at: number;
  /** When the visitor last opened it: news after this is new to them. */
  seen: number;
}

const isFollow = (f: Partial<Follow> | null): f is Follow =>
  !!f &&
  typeof f.work === 'string' &&
  isFollowWork(f.work) &&
  typeof f.title === 'string' &&
  typeof f.at === 'number' &&
  typeof f.seen === 'number' &&
  (f.poster === undefined || typeof f.poster === 'string');

/** Every followed work, most recently followed first (a damaged record is skipped, never fatal). */
export function follows(): Follow[] {
  const list = readStored<Array<Partial<Follow>>>(FOLLOWS_KEY);
  return Array.isArray(list) ? list.filter(isFollow).sort((a, b) => b.at - a.at) : [];
}

export const isFollowing = (work: FollowWork): boolean => follows().some((f) => f.work === work);

/** Follows a work (its title and poster kept for the shelf) or stops following it. */
export function setFollowing(
  work: FollowWork,
  on: boolean,
  info: { title: string; poster?: string } = { title: '' },
  now = Date.now(),
): void {
  const rest = follows().filter((f) => f.work !== work);
  if (!on) return writeStored(FOLLOWS_KEY, rest);
  const follow: Follow = {
    work,
    title: info.title,
    ...(info.poster ? { poster: info.poster } : {}),
    at: now,
    seen: now,
  };
  writeStored(FOLLOWS_KEY, [follow, ...rest].slice(0, FOLLOW_MAX));
}

/** The visitor opened a followed work: what came out until now is no longer new. Not followed: nothing. */
export function markSeen(work: FollowWork, now = Date.now()): void {
  const list = follows();
  const follow = list.find((f) => f.work === work);
  if (!follow || follow.seen >= now) return;
  writeStored(
    FOLLOWS_KEY,
    list.map((f) => (f === follow ? { ...f, seen: now } : f)),
  );
}

/**
 * When the visitor last opened a work: opening its page (`seen`), or reading or watching it (the progress
 * module's time), whichever is later.
 */
export function lastOpened(follow: Follow): number {
  const [kind, number] = follow.work.split(':');
  const progress = kind === 'manga' ? readingOf(Number(number)) : watchingOf(follow.work);
  return Math.max(follow.seen, progress?.at ?? 0);
}

const NONE: Follow[] = [];

/** The followed works, kept current (none on the server and in the first render). */
export function useFollows(): Follow[] {
  return useSyncExternalStore(
    subscribeProgress,
    () => rememberedStored('follows', follows),
    () => NONE,
  );
}

/** Whether this work is followed, kept current (false on the server and in the first render). */
export function useIsFollowing(work: FollowWork): boolean {
  return useSyncExternalStore(
    subscribeProgress,
    () => rememberedStored(`follows:${work}`, () => isFollowing(work)),
    () => false,
  );
}

/** A followed work with its news: `isNew` when its newest part came out after the visitor last opened it. */
export interface ShelfItem extends Follow {
  news?: FollowNews;
  isNew: boolean;
}

/** The shelf's order: works with news first, newest news first; then the rest, most recently followed first. */
export function shelfItems(list: readonly Follow[], news: readonly FollowNews[] = []): ShelfItem[] {
  const byWork = new Map(news.map((n) => [n.work, n]));
  return list
    .map((f) => {
      const n = byWork.get(f.work);
      return { ...f, ...(n ? { news: n } : {}), isNew: !!n && n.at > lastOpened(f) };
    })
    .sort((a, b) => (b.news?.at ?? -1) - (a.news?.at ?? -1) || b.at - a.at);
}

/** The works' list as the news request sends it: sorted, so the same follows are one cached answer. */
export const newsParam = (works: readonly string[]): string => [...works].sort().join(',');

export const followApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFollowNews: build.query<FollowNews[], string>({
      query: (works) => ({ url: 'follow/news', params: { works } }),
      transformResponse: (res: Envelope<FollowNews[]>) => res.data,
      // a publish anywhere may be news here
      providesTags: [
        { type: 'Movie', id: 'LIST' },
        { type: 'Series', id: 'LIST' },
        { type: 'Manga', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetFollowNewsQuery } = followApi;

/** Export to and import from a file: loaded when the visitor asks (it carries the file's schema checker). */
export const loadTransfer = () => import('./transfer.ts');
