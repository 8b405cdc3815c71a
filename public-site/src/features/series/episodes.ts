import type { Episode, Season, Series } from '@ckb/api-client';
import { formatNumber } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/** A season or episode with its season: one stop of the watching order. */
export interface EpisodeStop {
  season: Season;
  episode: Episode;
}

/** Past this many episodes a season's list is cut into ranges of this size (as Miruro does). */
export const EPISODE_RANGE = 50;

const bySeason = (a: Season, b: Season) => Number(a.name_session) - Number(b.name_session);
const byEpisode = (a: Episode, b: Episode) => Number(a.name_epsode) - Number(b.name_epsode);

/** The seasons in their numbers' order. */
export const sortedSeasons = (series: Series): Season[] => [...(series.session ?? [])].sort(bySeason);

/** A season's episodes in their numbers' order. */
export const sortedEpisodes = (season: Season): Episode[] => [...season.epsode].sort(byEpisode);

/** Every episode in watching order, with its season. */
export function watchOrder(series: Series): EpisodeStop[] {
  return sortedSeasons(series).flatMap((season) => sortedEpisodes(season).map((episode) => ({ season, episode })));
}

/** A season's or an episode's number in Sorani digits; a name that is not a number as it is. */
export const numberLabel = (value: number | string) => {
  const n = Number(value);
  return Number.isFinite(n) ? formatNumber(n) : String(value);
};

/** "Season 1 · Episode 2", in Sorani. */
export const stopLabel = ({ season, episode }: EpisodeStop) =>
  `${strings.season(numberLabel(season.name_session))} · ${strings.episode(numberLabel(episode.name_epsode))}`;

/** How many ranges a list of `count` episodes comes in: one up to EPISODE_RANGE, else one per EPISODE_RANGE. */
export const rangeCount = (count: number) => (count > EPISODE_RANGE ? Math.ceil(count / EPISODE_RANGE) : 1);

/** The range the episode at `index` (0-based) is listed in. */
export const rangeOf = (index: number) => Math.floor(index / EPISODE_RANGE);

/** The episodes of range `range` (all of them when there is one range). */
export const inRange = <T>(episodes: readonly T[], range: number): T[] =>
  rangeCount(episodes.length) > 1 ? episodes.slice(range * EPISODE_RANGE, (range + 1) * EPISODE_RANGE) : [...episodes];
