import { Type, type Static } from 'typebox';
import { ImageRef, PageQuery, WorkType } from './common.ts';
import { GenreRef } from './genres.ts';

/** The home page's data (SPEC §3 "Slide", "Popular/trend item") and the queries of its lists. */

const workNumbers = {
  movie_id: Type.Optional(Type.Integer()),
  series_id: Type.Optional(Type.Integer()),
  manga_id: Type.Optional(Type.Integer()),
};

export const Slide = Type.Object(
  {
    _id: Type.String(),
    name: Type.String({ description: 'the Kurdish name' }),
    en: Type.String(),
    ku: Type.String(),
    about: Type.String(),
    type: Type.Union([WorkType, Type.Literal('banner')]),
    background: ImageRef,
    poster: ImageRef,
    ...workNumbers,
    link: Type.Optional(Type.String({ description: 'banners: where the button goes (blank: no button)' })),
    genres: Type.Optional(Type.Array(GenreRef, { description: "the work's genres (the hero's genre strip)" })),
  },
  {
    description:
      "one of movie_id, series_id, manga_id, by type; type 'banner': a banner (a slide that is not a work) with its link",
  },
);
export type SlideT = Static<typeof Slide>;

export const TrendItem = Type.Object(
  {
    _id: Type.String(),
    type: WorkType,
    ...workNumbers,
    en: Type.String(),
    ku: Type.String(),
    about: Type.String(),
    view: Type.Integer({ description: 'all-time views; on /trend/today the views of today' }),
    rating: Type.Number(),
    poster: ImageRef,
  },
  { description: 'one of movie_id, series_id, manga_id, by type' },
);
export type TrendItemT = Static<typeof TrendItem>;

export const HomeListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type HomeListQueryT = Static<typeof HomeListQuery>;

/** /api/trend/popular: paged like the lists, but never "all" (it spans every work). */
export const PopularQuery = Type.Object({
  page: PageQuery.page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type PopularQueryT = Static<typeof PopularQuery>;
