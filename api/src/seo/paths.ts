import type { WorkKind } from '../db/schema.ts';

/**
 * The public addresses the api writes into sitemaps, feeds and structured data: the same ones the public
 * site links to (public-site/src/lib/links.ts, the route map in @ckb/contract/routes).
 */

/** A kind's list page: `/movies`, `/series`, `/manga`. */
export const KIND_PATH: Record<WorkKind, string> = { movie: '/movies', series: '/series', manga: '/manga' };

export const workPath = (kind: WorkKind, number: number): string => `${KIND_PATH[kind]}/${number}`;

/** The series page opened on an episode's player (public-site's EpisodeLink). */
export const episodePath = (series: number, season: number, episode: number): string =>
  `/series/${series}?season=${season}&episode=${episode}#watch`;

/** The reader's route: session and chapter by their numbers (the chapter's name, escaped). */
export const chapterPath = (manga: number, session: number, chapter: string): string =>
  `/manga/${manga}/session/${encodeURIComponent(String(session))}/chapter/${encodeURIComponent(chapter)}`;

export const staffPath = (id: string): string => `/staff/${encodeURIComponent(id)}`;

/** Every work of a genre, all kinds together (public-site's genrePath). */
export const genrePath = (slug: string): string => `/search?genre=${encodeURIComponent(slug)}`;
