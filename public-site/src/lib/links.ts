import type { WorkType } from '@ckb/api-client';

/** Anything that points at a work: its type and one of the public numbers. */
export interface WorkRef {
  type: WorkType;
  movie_id?: number;
  series_id?: number;
  manga_id?: number;
}

export const MANGA_FAMILY: readonly WorkType[] = ['manga', 'manhua', 'oneshot'];

export const isMangaFamily = (type: WorkType): boolean => MANGA_FAMILY.includes(type);

/**
 * SPEC §2 "Card link target by type": anime -> /movies/{movie_id}; series -> /series/{series_id};
 * anything else -> /manga/{manga_id}. A work without its number links to its section.
 */
export function workPath(work: WorkRef): string {
  if (work.type === 'anime') return work.movie_id != null ? `/movies/${work.movie_id}` : '/movies';
  if (work.type === 'series') return work.series_id != null ? `/series/${work.series_id}` : '/series';
  return work.manga_id != null ? `/manga/${work.manga_id}` : '/manga';
}

/** The credited work of a staff profile, whose kind is known from the tab it is listed in. */
export function creditedWorkPath(
  kind: 'movies' | 'series' | 'manga',
  work: { movie_id?: number; series_id?: number; manga_id?: number },
): string {
  if (kind === 'movies') return work.movie_id != null ? `/movies/${work.movie_id}` : '/movies';
  if (kind === 'series') return work.series_id != null ? `/series/${work.series_id}` : '/series';
  return work.manga_id != null ? `/manga/${work.manga_id}` : '/manga';
}

export const staffPath = (id: string): string => `/staff/${encodeURIComponent(id)}`;

/** The reader route (owned by the reader remote): session and chapter by their numbers. */
export const chapterPath = (mangaId: number, session: number | string, chapter: number | string): string =>
  `/manga/${mangaId}/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(String(chapter))}`;

/** `/movies?page=3`; page 1 is the bare path, so there is one address per page. */
export const listPagePath = (base: string, page: number): string =>
  page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base;

/** Images that the api did not fill in use the default picture (SPEC §3). */
export const DEFAULT_IMAGE = '/img/default/default.png';

export function picture(img: { low?: string; original?: string } | null | undefined): {
  low: string;
  original?: string;
} {
  const low = img?.low || img?.original || DEFAULT_IMAGE;
  const original = img?.original || undefined;
  return original && original !== low ? { low, original } : { low };
}

/** Every work of a genre, all kinds together: where each genre link leads (a filtered search). */
export const genrePath = (slug: string): string => `/search?genre=${encodeURIComponent(slug)}`;
