import type { Random } from './prng.ts';
import { animeSamples, englishTitle, mangaSamples, type AnimeSample } from './samples.ts';

/** What a film's or a series' row takes from its sample. */
export interface TitleSource {
  en: string;
  year: number;
  season: string | null;
  episodes: number | null;
  ongoing: boolean;
}

/** Title pools per kind, best first (entries with English names), cycled with a suffix past the end. */
export function titlePools(rng: Random) {
  const anime = animeSamples();
  const toSource = (a: AnimeSample): TitleSource => ({
    en: englishTitle(a) ?? a.title,
    year: a.year ?? 2010,
    season: a.season,
    episodes: a.episodes,
    ongoing: a.status === 'ONGOING',
  });
  const ordered = (items: AnimeSample[]) => [
    ...rng.shuffle(items.filter((a) => englishTitle(a) !== null)),
    ...items.filter((a) => englishTitle(a) === null),
  ];
  const movies = ordered(anime.filter((a) => a.type === 'MOVIE')).map(toSource);
  const series = ordered(anime.filter((a) => a.type !== 'MOVIE')).map(toSource);
  const manga = rng.shuffle(mangaSamples()).map((m) => m.title);
  return { movies, series, manga };
}

/** The `index`-th item of a pool, and how many times the pool has been gone through before it. */
export function cycled<T>(pool: readonly T[], index: number): { item: T; round: number } {
  return { item: pool[index % pool.length] as T, round: Math.floor(index / pool.length) };
}

/** A title used again gets its round as a suffix: "Title (2)". */
export const withRound = (title: string, round: number) => (round === 0 ? title : `${title} (${round + 1})`);

/** A URL-safe name for a title (the demo's embed and trailer addresses). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'work';
}
