/**
 * How the back-office's writes name a work and what hangs under it: the kinds and their cache tags, the
 * refs of a season, an episode and a chapter, their paths under /api (SPEC §7 spelling: `session`,
 * `epsode`), and the work an answer carries. Shared by `works.ts` and `seasons.ts`.
 */
import type { Envelope, Manga, Movie, Series, Work } from '@ckb/api-client';

export type WorkKind = 'movies' | 'series' | 'manga';
/** The kinds whose works hold numbered seasons (`session`): series (episodes) and manga (chapters). */
export type SeasonedKind = 'series' | 'manga';
export type ImageField = 'poster' | 'background';
/** The tag type of each kind (api.ts TAGS). */
export const TAG_OF = { movies: 'Movie', series: 'Series', manga: 'Manga' } as const;

export const enc = encodeURIComponent;

/** A work's own tag and its kind's lists: every write answers the whole work and refreshes both. */
export const workTags = (kind: WorkKind, id: string) => [
  { type: TAG_OF[kind], id },
  { type: TAG_OF[kind], id: 'LIST' },
];

/** `…/session/{sessionId}` of a series or a manga. */
export interface SeasonRef {
  id: string;
  sessionId: string;
}
export interface EpisodeRef extends SeasonRef {
  epsodeId: string;
}
export interface ChapterRef extends SeasonRef {
  chapterId: string;
}

export const workPath = (kind: WorkKind, id: string) => `${kind}/${enc(id)}`;
export const seasonPath = (kind: SeasonedKind, r: SeasonRef) => `${workPath(kind, r.id)}/session/${enc(r.sessionId)}`;
export const episodePath = (r: EpisodeRef) => `${seasonPath('series', r)}/epsode/${enc(r.epsodeId)}`;
export const chapterPath = (r: ChapterRef) => `${seasonPath('manga', r)}/chapter/${enc(r.chapterId)}`;

/** The work in an answer: `{ data: { movie } }`, `{ data: { series } }` or `{ data: { manga } }`. */
export type WorkAnswer = Envelope<{ movie: Movie } | { series: Series } | { manga: Manga }>;
export const theWork = ({ data }: WorkAnswer): Work =>
  'movie' in data ? data.movie : 'series' in data ? data.series : data.manga;
export const theMovie = (res: Envelope<{ movie: Movie }>) => res.data.movie;
export const theSeries = (res: Envelope<{ series: Series }>) => res.data.series;
export const theManga = (res: Envelope<{ manga: Manga }>) => res.data.manga;
