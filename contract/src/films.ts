import { Type, type Static } from 'typebox';
import { Flag } from './common.ts';
import { childDetail, publicNumber, Server, staffRelease, workCredits, workShown, workTags } from './work-parts.ts';

/** Films and series on the wire (SPEC §3): a series has the film's description plus status and seasons. */

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** What films and series both say about themselves, in the order the wire gives it. */
const filmDescription = {
  en: Type.String(),
  ku: Type.String(),
  ar: Type.String(),
  about: Type.String(),
  country: Type.String(),
  language: Type.String(),
  date_publish: Type.String(),
  time: nullableNumber,
  budget: nullableNumber,
  revenue: nullableNumber,
  imdb: Type.String(),
  rating: Type.Number(),
  assessment: Type.String(),
  director: Type.String(),
  trailer: Type.String(),
};

/** A film (SPEC §3 "Movie"). */
export const Movie = Type.Object({
  _id: Type.String(),
  movie_id: publicNumber,
  type: Type.Literal('anime'),
  ...filmDescription,
  ...workShown,
  active_show_on_slide: Flag,
  server: Type.Array(Server),
  ...workCredits,
  ...workTags,
});
export type MovieT = Static<typeof Movie>;

/** A list item: every field optional, because `select` may narrow it. */
export const MovieListItem = Type.Partial(Movie);

export const MOVIE_FIELDS = Object.keys(Movie.properties) as (keyof MovieT)[];

export const Episode = Type.Object({
  _id: Type.String(),
  name_epsode: Type.Number({ description: 'episode number (12.5 allowed for specials)' }),
  detail: childDetail,
  server_epsode: Type.Array(Server),
  ...staffRelease,
});
export type EpisodeT = Static<typeof Episode>;

export const Season = Type.Object({
  _id: Type.String(),
  name_session: Type.Integer({ description: 'season number' }),
  detail: childDetail,
  epsode: Type.Array(Episode),
});
export type SeasonT = Static<typeof Season>;

export const SeriesStatus = Type.Union([Type.Literal('continue'), Type.Literal('finish')], {
  description: 'continue (ongoing) or finish (finished)',
});

/** A series (SPEC §3 "Series"): the film fields plus status and its seasons. */
export const Series = Type.Object({
  _id: Type.String(),
  series_id: publicNumber,
  type: Type.Literal('series'),
  ...filmDescription,
  status: Type.String({ description: 'continue or finish' }),
  ...workShown,
  active_show_on_slide: Flag,
  ...workCredits,
  session: Type.Array(Season),
  ...workTags,
});
export type SeriesT = Static<typeof Series>;
export const SeriesListItem = Type.Partial(Series);
export const SERIES_FIELDS = Object.keys(Series.properties) as (keyof SeriesT)[];
