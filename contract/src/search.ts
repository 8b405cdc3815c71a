import { Type, type Static } from 'typebox';
import { envelope, ImageRef, PageQuery, WorkType } from './common.ts';
import { GenreRef } from './genres.ts';

/** GET /api/search: what a visitor may ask, and the page of works it answers. */

export const SEARCH_SORTS = ['relevance', 'newest', 'views', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'what the visitor typed, in any spelling (Kurdish, Arabic or Persian keyboard; Latin in any case, with or ' +
        'without accents); at most 8 words count. Empty: every visible work, filtered and sorted.',
    }),
  ),
  page: PageQuery.page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  kind: Type.Optional(Type.Union([Type.Literal('movie'), Type.Literal('series'), Type.Literal('manga')])),
  type: Type.Optional(WorkType),
  genre: Type.Optional(Type.String({ maxLength: 64, description: 'a genre slug' })),
  status: Type.Optional(Type.Union([Type.Literal('continue'), Type.Literal('finish')])),
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  sort: Type.Optional(
    Type.Union(
      SEARCH_SORTS.map((s) => Type.Literal(s)),
      {
        description:
          'relevance (default: whole title, then title start, then a word start, then contained; then views), newest, views, rating',
      },
    ),
  ),
});
export type SearchQueryT = Static<typeof SearchQuery>;

export const SearchItem = Type.Object(
  {
    _id: Type.String(),
    type: WorkType,
    movie_id: Type.Optional(Type.Integer()),
    series_id: Type.Optional(Type.Integer()),
    manga_id: Type.Optional(Type.Integer()),
    en: Type.String(),
    ku: Type.String(),
    poster: ImageRef,
    view: Type.Integer(),
    rating: Type.Number(),
    date_publish: Type.String(),
    status: Type.String(),
    genres: Type.Array(GenreRef),
  },
  { description: 'one of movie_id, series_id, manga_id, by type' },
);
export type SearchItemT = Static<typeof SearchItem>;

/**
 * A search counts its matches up to this many: past it, `totalItems` is this number, `capped` is true (the
 * UI says "over 1,000") and the pages stop there. The pages themselves are ranked over every match.
 */
export const SEARCH_RESULTS_CAP = 1000;

export const SearchPage = envelope(
  Type.Object({
    pagination_info: Type.Object({
      results: Type.Array(SearchItem),
      totalPages: Type.Integer(),
      totalItems: Type.Integer({ description: `the matches, counted up to ${SEARCH_RESULTS_CAP}` }),
      capped: Type.Boolean({ description: `true: more than ${SEARCH_RESULTS_CAP} works match` }),
    }),
  }),
);
export type SearchPageT = Static<typeof SearchPage>;
