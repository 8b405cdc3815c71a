import { PROGRESS_KEYS } from '@ckb/contract/frame';
import { useSyncExternalStore } from 'react';
import {
  readStored as readJson,
  rememberedStored as remembered,
  STORAGE_PREFIX as PREFIX,
  STORAGE_VERSION,
  storedKeys,
  storedVersion,
  subscribeProgress,
  writeStored as writeJson,
} from './storage.ts';

/**
 * What a visitor has read and watched, on this device (visitors have no accounts): the one home of
 * that progress, shared by the reader and the public site so neither reaches into the other.
 *
 * - reading, per manga (by its public number): the last chapter and page on screen, and the chapters
 *   read to their last page;
 * - watching, per film or series (`movie:12`, `series:7`): the last episode, the episodes watched and
 *   the last server chosen (preselected next time).
 *
 * localStorage under versioned keys (`ckb:v1:…`, storage.ts, shared with the follows).
 */

export const PROGRESS_VERSION = STORAGE_VERSION;
// the keys are the contract's: a drawn page's first script looks for them (CONTINUE_PROBE)
const { read: READ, watch: WATCH } = PROGRESS_KEYS;
/** Before the shared module the public site kept only the chosen server, under this key. */
const LEGACY_SERVER = 'ckb:server:';

/** A work as the continue row shows it. */
export interface ProgressWork {
  title: string;
  /** Small poster URL (`poster.low`). */
  poster?: string;
}

export interface ReadingProgress extends ProgressWork {
  manga: number;
  session: number;
  chapter: string;
  /** 1-based page on screen. */
  page: number;
  pages: number;
  /** Chapters read to their last page, as `session/chapter`. */
  read: string[];
  at: number;
}

export interface RememberedServer {
  id: string;
  name: string;
}

export interface WatchingProgress extends ProgressWork {
  /** `movie:12` or `series:7`. */
  work: string;
  season?: number;
  episode?: number;
  /** Episodes watched, as `season/episode`. */
  watched: string[];
  server?: RememberedServer;
  at: number;
}

export type ContinueItem = ({ kind: 'read' } & ReadingProgress) | ({ kind: 'watch' } & WatchingProgress);

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
export const chapterKey = (session: number, chapter: string): string => `${session}/${chapter}`;
export const episodeKey = (season: number, episode: number): string => `${season}/${episode}`;

// --- reading --------------------------------------------------------------------------------------

export function readingOf(manga: number): ReadingProgress | null {
  const r = readJson<Partial<ReadingProgress>>(`${READ}${manga}`);
  if (!r || typeof r.session !== 'number' || typeof r.chapter !== 'string' || typeof r.page !== 'number') return null;
  return {
    manga,
    title: typeof r.title === 'string' ? r.title : '',
    ...(typeof r.poster === 'string' ? { poster: r.poster } : {}),
    session: r.session,
    chapter: r.chapter,
    page: r.page,
    pages: typeof r.pages === 'number' ? r.pages : r.page,
    read: isStringArray(r.read) ? r.read : [],
    at: typeof r.at === 'number' ? r.at : 0,
  };
}

/**
 * The page on screen (1-based) of a chapter. Reaching the last page marks the chapter read.
 */
export function recordReading(
  entry: ProgressWork & { manga: number; session: number; chapter: string; page: number; pages: number },
  now = Date.now(),
): ReadingProgress {
  const before = readingOf(entry.manga);
  const key = chapterKey(entry.session, entry.chapter);
  const read = before?.read ?? [];
  const done = entry.pages > 0 && entry.page >= entry.pages && !read.includes(key);
  const next: ReadingProgress = { ...entry, read: done ? [...read, key] : read, at: now };
  writeJson(`${READ}${entry.manga}`, next);
  return next;
}

export const isChapterRead = (progress: ReadingProgress | null, session: number, chapter: string): boolean =>
  progress?.read.includes(chapterKey(session, chapter)) ?? false;

/**
 * Where a chapter stands for this visitor, for its marks in lists: read to its end, being read (the page on
 * screen last time, when past the first), or neither.
 */
export type ChapterMark = { read: true } | { read: false; page: number; pages: number } | null;

export function chapterMark(progress: ReadingProgress | null, session: number, chapter: string): ChapterMark {
  if (!progress) return null;
  if (isChapterRead(progress, session, chapter)) return { read: true };
  const here = progress.session === session && progress.chapter === chapter;
  return here && progress.page > 1 ? { read: false, page: progress.page, pages: progress.pages } : null;
}

/**
 * The reader's address fragment that opens a chapter at a page (1-based; page 1 needs none): continue links
 * carry it so one tap lands where the visitor stopped. The reader reads it back with `pageFromHash`.
 */
export const pageHash = (page: number): string => (page > 1 ? `#page=${page}` : '');

export function pageFromHash(hash: string): number | null {
  const match = /^#page=(\d{1,5})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

// --- watching -------------------------------------------------------------------------------------

export function watchingOf(work: string): WatchingProgress | null {
  const w = readJson<Partial<WatchingProgress>>(`${WATCH}${work}`);
  const legacy = readJson<Partial<RememberedServer>>(`${LEGACY_SERVER}${work}`);
  const server = validServer(w?.server) ?? validServer(legacy);
  if (!w && !server) return null;
  return {
    work,
    title: typeof w?.title === 'string' ? w.title : '',
    ...(typeof w?.poster === 'string' ? { poster: w.poster } : {}),
    ...(typeof w?.season === 'number' ? { season: w.season } : {}),
    ...(typeof w?.episode === 'number' ? { episode: w.episode } : {}),
    watched: isStringArray(w?.watched) ? w.watched : [],
    ...(server ? { server } : {}),
    at: typeof w?.at === 'number' ? w.at : 0,
  };
}

function validServer(s: Partial<RememberedServer> | null | undefined): RememberedServer | null {
  return s && typeof s.id === 'string' && typeof s.name === 'string' ? { id: s.id, name: s.name } : null;
}

function updateWatching(work: string, patch: Partial<WatchingProgress>, now: number): WatchingProgress {
  const before = watchingOf(work) ?? { work, title: '', watched: [], at: 0 };
  const next = { ...before, ...patch, work, at: now };
  writeJson(`${WATCH}${work}`, next);
  return next;
}

/**
 * The episode a visitor started (a series' season and episode; a film has none): the continue row's place.
 * Opening it does not make it watched: `markWatched` does, once the visitor stayed on it (WATCHED_AFTER_MS).
 */
export function recordWatching(
  work: string,
  entry: ProgressWork & { season?: number; episode?: number },
  now = Date.now(),
): WatchingProgress {
  return updateWatching(work, entry, now);
}

/**
 * How long an episode's page must have been on screen (visible, its player chosen) before it counts as
 * watched: the embedded players are other sites' and say nothing of playback, so time is the only sign.
 * Five minutes: past a trailer or a look at the first scenes, well inside a 24-minute episode.
 */
export const WATCHED_AFTER_MS = 5 * 60_000;

/** An episode joins the watched list (its mark «بینراوە»); the record's time and place stay as they are. */
export function markWatched(work: string, season: number, episode: number): WatchingProgress {
  const before = watchingOf(work);
  const watched = before?.watched ?? [];
  const key = episodeKey(season, episode);
  return updateWatching(work, { watched: watched.includes(key) ? watched : [...watched, key] }, before?.at ?? 0);
}

export const isEpisodeWatched = (progress: WatchingProgress | null, season: number, episode: number): boolean =>
  progress?.watched.includes(episodeKey(season, episode)) ?? false;

/**
 * The last server a visitor chose for a work, preselected for every episode after it so they need not choose again;
 * kept by id and by name (an episode's servers have their own ids, often the same names).
 */
export function rememberServer(work: string, server: RememberedServer): void {
  const before = watchingOf(work);
  // choosing a server is not "watching": keep the record's time so the continue row does not reorder
  updateWatching(work, { server: { id: server.id, name: server.name } }, before?.at ?? 0);
}

export function recallServer(work: string): RememberedServer | null {
  return watchingOf(work)?.server ?? null;
}

/** The remembered server's id in this list: the same record, else one with the same name. */
export function preselect(
  servers: Array<{ _id: string; name_server: string }>,
  remembered: RememberedServer | null,
): string | null {
  if (!remembered) return null;
  return (
    servers.find((s) => s._id === remembered.id)?._id ??
    servers.find((s) => s.name_server.trim() === remembered.name.trim())?._id ??
    null
  );
}

// --- watching settings ----------------------------------------------------------------------------

/** Not under WATCH: the continue row lists every key there. */
const AUTO_NEXT = `${PREFIX}auto-next`;

/**
 * Whether «تەواوم کرد» (I finished this episode) starts the next one after a short countdown; on unless the
 * visitor turned it off. A setting of this device's watching, kept beside its progress.
 */
export const autoNextOn = (): boolean => readJson<boolean>(AUTO_NEXT) !== false;

export function setAutoNext(on: boolean): void {
  writeJson(AUTO_NEXT, on);
}

// --- the continue row -----------------------------------------------------------------------------

/** Works being read or watched, most recent first (records with only a chosen server are left out). */
export function continueItems(limit = 12): ContinueItem[] {
  const items: ContinueItem[] = [];
  for (const key of storedKeys(READ)) {
    const r = readingOf(Number(key.slice(READ.length)));
    if (r) items.push({ kind: 'read', ...r });
  }
  for (const key of storedKeys(WATCH)) {
    const w = watchingOf(key.slice(WATCH.length));
    if (w && w.at > 0 && w.title) items.push({ kind: 'watch', ...w });
  }
  return items.sort((a, b) => b.at - a.at).slice(0, limit);
}

export { subscribeProgress };

const NONE: ContinueItem[] = [];
let cached: { version: number; limit: number; items: ContinueItem[] } | null = null;
function snapshot(limit: number): ContinueItem[] {
  const version = storedVersion();
  if (!cached || cached.version !== version || cached.limit !== limit) {
    cached = { version, limit, items: continueItems(limit) };
  }
  return cached.items;
}

/**
 * The continue row's items, kept current. Empty on the server and in the first client render (the
 * server cannot know them), then filled: put the row where its arrival shifts nothing above the fold.
 */
export function useContinueItems(limit = 12): ContinueItem[] {
  return useSyncExternalStore(
    subscribeProgress,
    () => snapshot(limit),
    () => NONE,
  );
}

/** One manga's reading progress, kept current (null on the server and in the first render). */
export function useReading(manga: number | null): ReadingProgress | null {
  return useSyncExternalStore(
    subscribeProgress,
    () => (manga === null ? null : remembered(`read:${manga}`, () => readingOf(manga))),
    () => null,
  );
}

/** One film's or series' watching progress (`series:7`), kept current (null on the server). */
export function useWatching(work: string | null): WatchingProgress | null {
  return useSyncExternalStore(
    subscribeProgress,
    () => (work === null ? null : remembered(`watch:${work}`, () => watchingOf(work))),
    () => null,
  );
}

/** The auto-next setting, kept current (on, the default, on the server and in the first render). */
export function useAutoNext(): boolean {
  return useSyncExternalStore(
    subscribeProgress,
    () => remembered('auto-next', autoNextOn),
    () => true,
  );
}
