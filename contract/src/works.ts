import { Type, type Static } from 'typebox';
import { Flag, FlagInput, ImageRef, PageQuery, StaffRef, WorkType } from './common.ts';
import { VISIBLE } from './validation.ts';
import { AltTitles, GenreIds, GenreRef } from './genres.ts';

export const Server = Type.Object({
  _id: Type.String(),
  name_server: Type.String(),
  embed_code: Type.String({ description: 'an <iframe> with an https: src; clients render it sandboxed' }),
});
export type ServerT = Static<typeof Server>;

/** What the back-office reads about visitors' "broken server" reports (issue 12 §1): a count per server. */
export const ServerReportCount = Type.Object({
  server_id: Type.String(),
  count: Type.Integer({ minimum: 1, description: 'distinct reporters (one per visitor and day)' }),
  last_reported_at: Type.Integer({ description: 'epoch ms' }),
});
export type ServerReportCountT = Static<typeof ServerReportCount>;

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** What films and series both say about themselves (SPEC §3), in the order the wire gives it. */
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
  movie_id: Type.Integer({ description: 'public sequential number' }),
  type: Type.Literal('anime'),
  ...filmDescription,
  view: Type.Integer(),
  poster: ImageRef,
  background: ImageRef,
  active_show: Flag,
  active_show_on_slide: Flag,
  server: Type.Array(Server),
  translator_id: Type.Array(StaffRef),
  designer_id: Type.Array(StaffRef),
  technique_id: Type.Array(StaffRef),
  genres: Type.Array(GenreRef),
  alt_titles: Type.Array(Type.String()),
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
    Type.Boolean({
      description:
        'true: visible works only (the public always gets only those); false: hidden works only (staff; the back-office filter)',
    }),
  ),
  type: Type.Optional(WorkType),
  genre: Type.Optional(Type.String({ maxLength: 64, description: 'a genre slug: only works with that genre' })),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'part of a title (en, ku, ar or the original name), case-insensitive for Latin letters; the back-office list filter',
    }),
  ),
});
export type WorkListQueryT = Static<typeof WorkListQuery>;

// --- series --------------------------------------------------------------------------------------

export const Episode = Type.Object({
  _id: Type.String(),
  name_epsode: Type.Number({ description: 'episode number (12.5 allowed for specials)' }),
  detail: Type.String({ description: "'' when none" }),
  server_epsode: Type.Array(Server),
});
export type EpisodeT = Static<typeof Episode>;

export const Season = Type.Object({
  _id: Type.String(),
  name_session: Type.Integer({ description: 'season number' }),
  detail: Type.String({ description: "'' when none" }),
  epsode: Type.Array(Episode),
});
export type SeasonT = Static<typeof Season>;

export const SeriesStatus = Type.Union([Type.Literal('continue'), Type.Literal('finish')], {
  description: 'continue (ongoing) or finish (finished)',
});

/** A series (SPEC §3 "Series"): the film fields plus status and its seasons. */
export const Series = Type.Object({
  _id: Type.String(),
  series_id: Type.Integer({ description: 'public sequential number' }),
  type: Type.Literal('series'),
  ...filmDescription,
  status: Type.String({ description: 'continue or finish' }),
  view: Type.Integer(),
  poster: ImageRef,
  background: ImageRef,
  active_show: Flag,
  active_show_on_slide: Flag,
  translator_id: Type.Array(StaffRef),
  designer_id: Type.Array(StaffRef),
  technique_id: Type.Array(StaffRef),
  session: Type.Array(Season),
  genres: Type.Array(GenreRef),
  alt_titles: Type.Array(Type.String()),
});
export type SeriesT = Static<typeof Series>;
export const SeriesListItem = Type.Partial(Series);
export const SERIES_FIELDS = Object.keys(Series.properties) as (keyof SeriesT)[];

// --- manga family --------------------------------------------------------------------------------

export const PagePhoto = Type.Object({
  _id: Type.String(),
  path_photo: Type.String({ description: 'add ?quality=low or ?quality=high' }),
  photoPathNum: Type.Integer({ description: '1-based page order' }),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type PagePhotoT = Static<typeof PagePhoto>;

export const Chapter = Type.Object({
  _id: Type.String(),
  name_chapter: Type.String({ description: 'as entered: "12", "12.5", "Extra"; numeric names sort numerically' }),
  detail: Type.String({ description: "'' when none" }),
  photo_path_array: Type.Array(PagePhoto),
});
export type ChapterT = Static<typeof Chapter>;

export const MangaSession = Type.Object({
  _id: Type.String(),
  name_session: Type.Integer({ description: 'season number' }),
  detail: Type.String({ description: "'' when none" }),
  chapter: Type.Array(Chapter),
});
export type MangaSessionT = Static<typeof MangaSession>;

export const MangaType = Type.Union([Type.Literal('manga'), Type.Literal('manhua'), Type.Literal('oneshot')]);

/** Manga, manhua and oneshot (SPEC §3 "Manga"). */
export const Manga = Type.Object({
  _id: Type.String(),
  manga_id: Type.Integer({ description: 'public sequential number' }),
  type: MangaType,
  en: Type.String(),
  ku: Type.String(),
  or: Type.String({ description: 'original name' }),
  about: Type.String(),
  status: Type.String({ description: 'continue or finish' }),
  country: Type.String(),
  language: Type.String(),
  date_publish: Type.String(),
  author: Type.String(),
  name_studio: Type.String(),
  rating: Type.Number(),
  director: Type.String(),
  view: Type.Integer(),
  poster: ImageRef,
  background: ImageRef,
  active_show: Flag,
  active_show_on_swiper: Flag,
  translator_id: Type.Array(StaffRef),
  designer_id: Type.Array(StaffRef),
  technique_id: Type.Array(StaffRef),
  session: Type.Array(MangaSession),
  genres: Type.Array(GenreRef),
  alt_titles: Type.Array(Type.String()),
});
export type MangaT = Static<typeof Manga>;
export const MangaListItem = Type.Partial(Manga);
export const MANGA_FIELDS = Object.keys(Manga.properties) as (keyof MangaT)[];

// --- the reader's chapter (issue 11) ---------------------------------------------------------------

/** A chapter named from the outside: the reader's URL takes the session number and the chapter name. */
export const ChapterLink = Type.Object({
  name_session: Type.Integer(),
  name_chapter: Type.String(),
});
export type ChapterLinkT = Static<typeof ChapterLink>;

/** One line of the reader's drawer: a chapter of the same session, without its pages. */
export const ChapterListItem = Type.Object({
  _id: Type.String(),
  name_chapter: Type.String(),
  detail: Type.String({ description: "'' when none" }),
  pages: Type.Integer({ description: 'how many pages it has' }),
});
export type ChapterListItemT = Static<typeof ChapterListItem>;

/**
 * GET /api/manga/{manga_id}/number/session/{name_session}/chapter/{name_chapter}: one chapter with its
 * pages and what the reader needs around it, instead of the whole manga tree.
 */
export const ChapterRead = Type.Object({
  manga: Type.Object({
    _id: Type.String(),
    manga_id: Type.Integer(),
    type: MangaType,
    en: Type.String(),
    ku: Type.String(),
    poster: ImageRef,
  }),
  session: Type.Object({ _id: Type.String(), name_session: Type.Integer() }),
  chapter: Type.Object({
    _id: Type.String(),
    name_chapter: Type.String(),
    detail: Type.String({ description: "'' when none" }),
  }),
  pages: Type.Array(PagePhoto, { description: 'in reading order (photoPathNum 1..n)' }),
  chapters: Type.Array(ChapterListItem, { description: "the session's chapters in reading order" }),
  previous: Type.Union([ChapterLink, Type.Null()], {
    description: 'the chapter before, or the last chapter of the previous session; null on the very first',
  }),
  next: Type.Union([ChapterLink, Type.Null()], {
    description: 'the chapter after, or the first chapter of the next session; null on the very last',
  }),
});
export type ChapterReadT = Static<typeof ChapterRead>;

// --- home data (SPEC §3 "Slide", "Popular/trend item") ---------------------------------------------

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
  { description: "one of movie_id, series_id, manga_id, by type; type 'banner': a banner (issue 14) with its link" },
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

// --- request bodies --------------------------------------------------------------------------------

/**
 * Length bounds of free text (SPEC §5 gives none: these are generous but finite), and numeric ranges.
 * They reach the OpenAPI document through the schemas below.
 */
export const BOUNDS = {
  title: 300,
  about: 10_000,
  short: 200,
  date: 40,
  url: 2_000,
  detail: 2_000,
  serverName: 100,
  embed: 5_000,
  chapterName: 50,
  credits: 100,
  time: 100_000,
  money: 1e15,
  seasonNumber: 10_000,
  episodeNumber: 100_000,
} as const;

const text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
/** Required text: not empty, and not only blanks or invisible characters (ZWNJ, RLM…). */
const shown = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: VISIBLE, ...(description ? { description } : {}) });
const title = (description: string) => shown(BOUNDS.title, description);

/** A credit list on input: user ids, or `{ _id }` objects as the list was read. */
export const CreditIds = Type.Array(
  Type.Union([Type.String({ maxLength: 64 }), Type.Object({ _id: Type.String({ maxLength: 64 }) })]),
  { maxItems: BOUNDS.credits, description: 'user _ids (or { _id } objects); the list replaces the current one' },
);
export type CreditIdsT = Static<typeof CreditIds>;

const credits = {
  translator_id: Type.Optional(CreditIds),
  designer_id: Type.Optional(CreditIds),
  technique_id: Type.Optional(CreditIds),
  genres: Type.Optional(GenreIds),
  alt_titles: Type.Optional(AltTitles),
};

const filmFields = {
  en: title('English name'),
  ku: title('Kurdish name'),
  ar: text(BOUNDS.title, 'Arabic name'),
  about: text(BOUNDS.about),
  country: text(BOUNDS.short),
  language: text(BOUNDS.short),
  date_publish: text(BOUNDS.date),
  time: Type.Number({ minimum: 0, maximum: BOUNDS.time, description: 'minutes' }),
  budget: Type.Number({ minimum: 0, maximum: BOUNDS.money, description: 'US dollars' }),
  revenue: Type.Number({ minimum: 0, maximum: BOUNDS.money, description: 'US dollars' }),
  rating: Type.Number({ minimum: 0, maximum: 10 }),
  assessment: text(BOUNDS.short),
  director: text(BOUNDS.short),
  trailer: text(BOUNDS.url),
};
const optionalFilmFields = {
  imdb: Type.Optional(text(BOUNDS.date, 'IMDb rating or id')),
  active_show: Type.Optional(FlagInput),
  active_show_on_slide: Type.Optional(FlagInput),
  ...credits,
};

export const MovieCreateBody = Type.Object(
  { ...filmFields, type: Type.Literal('anime'), ...optionalFilmFields },
  { additionalProperties: false },
);
export type MovieCreateBodyT = Static<typeof MovieCreateBody>;
export const MovieUpdateBody = Type.Partial(MovieCreateBody, { additionalProperties: false, minProperties: 1 });
export type MovieUpdateBodyT = Static<typeof MovieUpdateBody>;

export const SeriesCreateBody = Type.Object(
  { ...filmFields, type: Type.Literal('series'), status: SeriesStatus, ...optionalFilmFields },
  { additionalProperties: false },
);
export type SeriesCreateBodyT = Static<typeof SeriesCreateBody>;
export const SeriesUpdateBody = Type.Partial(SeriesCreateBody, { additionalProperties: false, minProperties: 1 });
export type SeriesUpdateBodyT = Static<typeof SeriesUpdateBody>;

/**
 * Manga status: continue / finish. The original forms sent other values (SPEC §4: the add form offers
 * "manga" labelled ongoing and "manhua" labelled finished, the edit form "manga" and "anime"); those are
 * accepted and stored as continue / finish.
 */
export const MangaStatusInput = Type.Union(
  [
    Type.Literal('continue'),
    Type.Literal('finish'),
    Type.Literal('manga'),
    Type.Literal('manhua'),
    Type.Literal('anime'),
  ],
  { description: 'continue or finish (legacy form values: manga = continue, manhua / anime = finish)' },
);

export const MangaCreateBody = Type.Object(
  {
    en: title('English name'),
    ku: title('Kurdish name'),
    or: text(BOUNDS.title, 'original name'),
    about: text(BOUNDS.about),
    date_publish: text(BOUNDS.date),
    author: text(BOUNDS.short),
    language: text(BOUNDS.short),
    name_studio: text(BOUNDS.short),
    rating: Type.Number({ minimum: 0, maximum: 10 }),
    status: MangaStatusInput,
    type: MangaType,
    country: Type.Optional(text(BOUNDS.short)),
    director: Type.Optional(text(BOUNDS.short)),
    active_show: Type.Optional(FlagInput),
    active_show_on_swiper: Type.Optional(FlagInput),
    ...credits,
  },
  { additionalProperties: false },
);
export type MangaCreateBodyT = Static<typeof MangaCreateBody>;
export const MangaUpdateBody = Type.Partial(MangaCreateBody, { additionalProperties: false, minProperties: 1 });
export type MangaUpdateBodyT = Static<typeof MangaUpdateBody>;

const detail = Type.String({ maxLength: BOUNDS.detail, description: 'optional; blank clears it' });

export const SeasonCreateBody = Type.Object(
  {
    name_session: Type.Integer({ minimum: 0, maximum: BOUNDS.seasonNumber, description: 'season number' }),
    detail: Type.Optional(detail),
  },
  { additionalProperties: false },
);
export type SeasonCreateBodyT = Static<typeof SeasonCreateBody>;
export const SeasonUpdateBody = Type.Partial(SeasonCreateBody, { additionalProperties: false, minProperties: 1 });
export type SeasonUpdateBodyT = Static<typeof SeasonUpdateBody>;

export const EpisodeCreateBody = Type.Object(
  {
    name_epsode: Type.Number({ minimum: 0, maximum: BOUNDS.episodeNumber, description: 'episode number' }),
    detail: Type.Optional(detail),
  },
  { additionalProperties: false },
);
export type EpisodeCreateBodyT = Static<typeof EpisodeCreateBody>;
export const EpisodeUpdateBody = Type.Partial(EpisodeCreateBody, { additionalProperties: false, minProperties: 1 });
export type EpisodeUpdateBodyT = Static<typeof EpisodeUpdateBody>;

export const ChapterCreateBody = Type.Object(
  {
    name_chapter: shown(BOUNDS.chapterName, '"12", "12.5", "Extra"'),
    detail: Type.Optional(detail),
  },
  { additionalProperties: false },
);
export type ChapterCreateBodyT = Static<typeof ChapterCreateBody>;
export const ChapterUpdateBody = Type.Partial(ChapterCreateBody, { additionalProperties: false, minProperties: 1 });
export type ChapterUpdateBodyT = Static<typeof ChapterUpdateBody>;

export const ServerCreateBody = Type.Object(
  {
    name_server: shown(BOUNDS.serverName),
    embed_code: shown(BOUNDS.embed, 'stored as text; clients render only an <iframe> with an https: src, sandboxed'),
  },
  { additionalProperties: false },
);
export type ServerCreateBodyT = Static<typeof ServerCreateBody>;
export const ServerUpdateBody = Type.Partial(ServerCreateBody, { additionalProperties: false, minProperties: 1 });
export type ServerUpdateBodyT = Static<typeof ServerUpdateBody>;

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
