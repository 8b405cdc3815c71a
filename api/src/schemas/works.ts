import { Type, type Static } from 'typebox';
import { Flag, ImageRef, PageQuery, StaffRef, WorkType } from './common.ts';

export const Server = Type.Object({
  _id: Type.String(),
  name_server: Type.String(),
  embed_code: Type.String({ description: 'an <iframe> with an https: src; clients render it sandboxed' }),
});

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** A film (SPEC §3 "Movie"). */
export const Movie = Type.Object({
  _id: Type.String(),
  movie_id: Type.Integer({ description: 'public sequential number' }),
  type: Type.Literal('anime'),
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
  view: Type.Integer(),
  poster: ImageRef,
  background: ImageRef,
  active_show: Flag,
  active_show_on_slide: Flag,
  server: Type.Array(Server),
  translator_id: Type.Array(StaffRef),
  designer_id: Type.Array(StaffRef),
  technique_id: Type.Array(StaffRef),
});
export type MovieT = Static<typeof Movie>;

/** A list item: every field optional, because `select` may narrow it. */
export const MovieListItem = Type.Partial(Movie);

export const MOVIE_FIELDS = Object.keys(Movie.properties) as (keyof MovieT)[];

export const WorkListQuery = Type.Object({
  ...PageQuery,
  select: Type.Optional(
    Type.String({ maxLength: 1000, description: 'space-separated field names, e.g. "en ku poster movie_id"' }),
  ),
  active_show: Type.Optional(
    Type.Boolean({ description: 'true: visible works only (the public always gets only those)' }),
  ),
  type: Type.Optional(WorkType),
});
export type WorkListQueryT = Static<typeof WorkListQuery>;
