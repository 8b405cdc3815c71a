import { Type, type Static } from 'typebox';
import { FlagInput, PageQuery, WorkType } from './common.ts';
import { FORMAT, VISIBLE } from './validation.ts';
import { optionalText } from './fields.ts';
import { AltTitles, GenreIds } from './genres.ts';
import { SeriesStatus } from './films.ts';
import { MangaType } from './manga.ts';

/** What clients send about works: the list query, and the bodies of every write on a work and its parts. */

/** What a works list may be ordered by: the public number (default), the English title, when added, views. */
export const WORK_LIST_SORTS = ['number', 'title', 'added', 'views'] as const;
export type WorkListSortT = (typeof WORK_LIST_SORTS)[number];
const WorkListSort = Type.Union(
  [Type.Literal('number'), Type.Literal('title'), Type.Literal('added'), Type.Literal('views')],
  { description: 'number (default), title (en), added (creation time) or views' },
);

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
        'words of a title (en, ku, ar, the original name or an alternative title), through the Sorani normalizer as search (ي/ی, ك/ک, case and accents alike); the back-office list filter',
    }),
  ),
  sort: Type.Optional(WorkListSort),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'default desc' })),
});
export type WorkListQueryT = Static<typeof WorkListQuery>;

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

const text = optionalText;
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

/**
 * One rule for adding and editing a work (SPEC §5): the create body requires the fields listed here without
 * `Type.Optional`, and the update body (any subset) refuses blanking them, since a required text must show
 * something (`shown`). The optional ones may be left blank on either form. SPEC §5 asks "every field" of a film
 * or series; the Arabic name, budget, revenue and trailer are optional on both, since most anime have no
 * Arabic title, studios rarely publish budget and revenue, and a trailer is not always online: a volunteer
 * must not invent them to save a work.
 */
const filmFields = {
  en: title('English name'),
  ku: title('Kurdish name'),
  ar: Type.Optional(text(BOUNDS.title, 'Arabic name (optional)')),
  about: shown(BOUNDS.about),
  country: shown(BOUNDS.short),
  language: shown(BOUNDS.short),
  date_publish: shown(BOUNDS.date),
  time: Type.Number({ minimum: 0, maximum: BOUNDS.time, description: 'minutes' }),
  budget: Type.Optional(Type.Number({ minimum: 0, maximum: BOUNDS.money, description: 'US dollars (optional)' })),
  revenue: Type.Optional(Type.Number({ minimum: 0, maximum: BOUNDS.money, description: 'US dollars (optional)' })),
  rating: Type.Number({ minimum: 0, maximum: 10 }),
  assessment: shown(BOUNDS.short),
  director: shown(BOUNDS.short),
  trailer: Type.Optional(text(BOUNDS.url, 'trailer address (optional)')),
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
    or: shown(BOUNDS.title, 'original name'),
    about: shown(BOUNDS.about),
    date_publish: shown(BOUNDS.date),
    author: shown(BOUNDS.short),
    language: shown(BOUNDS.short),
    name_studio: shown(BOUNDS.short),
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

const detail = optionalText(BOUNDS.detail, 'optional; blank clears it');

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

/**
 * When the public may see an episode or chapter (epoch ms): a time already past publishes it now (stored as
 * the server's now, so a client's clock never decides), a later time schedules it, null keeps (or makes) it
 * a draft. On a create body, absent means a draft: new episodes and chapters are drafts until someone who
 * may publish says otherwise.
 */
const releaseAt = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description:
    'epoch ms: a time not ahead of the server clock (PUBLISH_NOW = 0) publishes now, a later time schedules, null = draft',
});
/** The `publish_at` that means "now" by the server's clock (any time already past does). */
export const PUBLISH_NOW = 0;

/** POST …/epsode/{epsodeId}/publish and …/chapter/{chapterId}/publish: publish now, schedule, or back to draft. */
export const PublishBody = Type.Object(
  { publish_at: Type.Optional(releaseAt) },
  { additionalProperties: false, description: 'no publish_at: publish now' },
);
export type PublishBodyT = Static<typeof PublishBody>;

export const EpisodeCreateBody = Type.Object(
  {
    name_epsode: Type.Number({ minimum: 0, maximum: BOUNDS.episodeNumber, description: 'episode number' }),
    detail: Type.Optional(detail),
    publish_at: Type.Optional(releaseAt),
  },
  { additionalProperties: false },
);
export type EpisodeCreateBodyT = Static<typeof EpisodeCreateBody>;
// a part's release time changes through its publish call only
export const EpisodeUpdateBody = Type.Partial(Type.Omit(EpisodeCreateBody, ['publish_at']), {
  additionalProperties: false,
  minProperties: 1,
});
export type EpisodeUpdateBodyT = Static<typeof EpisodeUpdateBody>;

export const ChapterCreateBody = Type.Object(
  {
    name_chapter: shown(BOUNDS.chapterName, '"12", "12.5", "Extra"'),
    detail: Type.Optional(detail),
    publish_at: Type.Optional(releaseAt),
  },
  { additionalProperties: false },
);
export type ChapterCreateBodyT = Static<typeof ChapterCreateBody>;
export const ChapterUpdateBody = Type.Partial(Type.Omit(ChapterCreateBody, ['publish_at']), {
  additionalProperties: false,
  minProperties: 1,
});
export type ChapterUpdateBodyT = Static<typeof ChapterUpdateBody>;

export const ServerCreateBody = Type.Object(
  {
    name_server: shown(BOUNDS.serverName),
    embed_code: Type.String({
      minLength: 1,
      maxLength: BOUNDS.embed,
      pattern: VISIBLE,
      format: FORMAT.embed,
      description:
        'one <iframe> whose src is https:, or a bare https: address (the public player parseEmbed accepts nothing else); rendered only as a sandboxed <iframe> of our own',
    }),
  },
  { additionalProperties: false },
);
export type ServerCreateBodyT = Static<typeof ServerCreateBody>;
export const ServerUpdateBody = Type.Partial(ServerCreateBody, { additionalProperties: false, minProperties: 1 });
export type ServerUpdateBodyT = Static<typeof ServerUpdateBody>;

/** Most episodes one range may add (a long anime season fits; a typo like 1–10000 does not). */
export const EPISODE_RANGE_MAX = 200;
const rangeEnd = (description: string) => Type.Integer({ minimum: 0, maximum: BOUNDS.episodeNumber, description });
export const EpisodeRangeBody = Type.Object(
  {
    from: rangeEnd('first episode number'),
    to: rangeEnd(`last episode number (from ≤ to, at most ${EPISODE_RANGE_MAX} episodes)`),
    servers: Type.Array(ServerCreateBody, {
      maxItems: 10,
      description: 'servers of every episode; {n} in name_server or embed_code becomes the episode number',
    }),
    publish_at: Type.Optional(releaseAt),
  },
  { additionalProperties: false },
);
export type EpisodeRangeBodyT = Static<typeof EpisodeRangeBody>;
