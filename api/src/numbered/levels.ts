import type { Static, TSchema } from 'typebox';
import {
  ChapterCreateBody,
  ChapterUpdateBody,
  EpisodeCreateBody,
  EpisodeUpdateBody,
  Manga,
  SeasonCreateBody,
  SeasonUpdateBody,
  Series,
} from '@ckb/contract';
import type { Permission, TrashKind } from '@ckb/contract/roles';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';
import { chapterSortKey } from './order.ts';

/**
 * The numbered children of works, as data. A *level* is one kind of child: seasons of a series and their
 * episodes, sessions of a manga and their chapters. Each row belongs to one parent row (the work, or a
 * row of the level above), carries a number or name that is unique among its siblings, and an optional
 * detail. Everything else (the SQL in `repository.ts`, the rules in `service.ts`, the calls in
 * `routes.ts`) is written once and reads what a level says here.
 */

export type NumberedTable = 'seasons' | 'episodes' | 'manga_sessions' | 'chapters';
export type ParentColumn = 'work_id' | 'season_id' | 'session_id';
export type ValueColumn = 'number' | 'name';

/** Where a level's rows are, and how a path names them: what the SQL and the path checks need. */
export interface LevelPlace {
  table: NumberedTable;
  /** The column naming the parent row. */
  parent: ParentColumn;
  /** The column holding the number or name. */
  column: ValueColumn;
  /** The URL segment of the level (SPEC §7 spelling) and the param of one row: `session/:sessionId`. */
  segment: string;
  param: string;
  /** The 404 message of a row that is not there (or not under the parent the path names). */
  notFound: string;
}

/** A level, `V` the type of its number or name and `W` the name of that field on the wire and in bodies. */
export interface NumberedLevel<V extends number | string, W extends string> extends LevelPlace {
  wire: W;
  /** The value with its type, from a row or a body (both typed number | string for every level). */
  read: (raw: number | string) => V;
  /** Names with a numeric sort key (chapters: "12.5" before "Extra"); null: siblings sort by the value. */
  sortKey: ((value: V) => number | null) | null;
  /** The value as stored, or a 400: what makes two values the same for the uniqueness rule. */
  clean: (value: V) => V;
  /** The 409 message when a sibling already has the value. */
  exists: (value: V) => string;
  /** What a delete of a row is in the trash (the subtree it keeps is trash/trees.ts's). */
  trash: TrashKind;
  /**
   * `publish`: on the levels with a release time (episodes, chapters), who may publish, schedule or take
   * back to a draft, also when creating; the level gets the call `POST …/{param}/publish` (routes.ts).
   */
  permissions: { create: Permission; update: Permission; delete: Permission; publish?: Permission };
  /**
   * Credited translators and designers write drafts on this level too: its calls are guarded by the part rule
   * (review.ts, contract `partDecision`), which gives the editors `permissions` and the authors their drafts.
   */
  authored?: boolean;
  /** The contract's bodies: `defineLevel` checks they carry the value under `wire` and maybe a detail. */
  bodies: { create: TSchema; update: TSchema };
  /** OpenAPI wording: the summaries and the notes of the add call (`publish`: with `permissions.publish`). */
  docs: { add: string; addNote: string; rename: string; remove: string; publish?: string };
}

/**
 * A body as a level's schema lets it through: its number or name under the level's wire name, maybe a
 * detail. Routes of every level share this one type (Fastify cannot resolve a body type that depends on
 * the level's type parameters), and the level's `read` gives the value its own type back.
 */
export type NumberedBody = {
  readonly [field: string]: number | string | null | undefined;
  readonly detail?: string;
  /** Create bodies of the levels with a release time: absent is a draft (numbered/release.ts). */
  readonly publish_at?: number | null;
};

/** The shapes `defineLevel` proves the contract's bodies have. */
type CreateBody<V, W extends string> = { [K in W]: V } & { detail?: string };
type UpdateBody<V, W extends string> = { [K in W]?: V } & { detail?: string };

/**
 * A level whose table, columns and bodies are checked against each other at compile time: the parent
 * and value columns must be columns of the table, `V` is the value column's type, and the bodies must
 * carry a `V` under `wire` (required on create) and maybe a detail, which is all the service reads.
 * A body that does not fit asks for one more argument (the tuple says what is wrong), so a mismatch
 * cannot compile.
 */
function defineLevel<
  T extends NumberedTable,
  C extends ValueColumn & keyof Database[T],
  W extends string,
  CB extends TSchema,
  UB extends TSchema,
>(
  level: Omit<NumberedLevel<Database[T][C] & (number | string), W>, 'table' | 'parent' | 'column' | 'bodies'> & {
    table: T;
    parent: ParentColumn & keyof Database[T];
    column: C;
    bodies: { create: CB; update: UB };
  },
  ..._fits: [Static<CB>] extends [CreateBody<Database[T][C], W>]
    ? [Static<UB>] extends [UpdateBody<Database[T][C], W>]
      ? []
      : ['the update body does not fit the level']
    : ['the create body does not fit the level']
): NumberedLevel<Database[T][C] & (number | string), W> {
  return level;
}

/** Levels numbered with numbers: stored as given, in number order. */
const byNumber = { column: 'number', read: Number, sortKey: null, clean: <V>(value: V): V => value } as const;

/** A season, of a series or of a manga: the same field, URL and messages. */
const season = {
  ...byNumber,
  wire: 'name_session',
  segment: 'session',
  param: 'sessionId',
  notFound: messages.seasonNotFound,
  exists: messages.seasonExists,
  bodies: { create: SeasonCreateBody, update: SeasonUpdateBody },
} as const;

export const SEASONS = defineLevel({
  ...season,
  table: 'seasons',
  parent: 'work_id',
  trash: 'season',
  permissions: { create: 'series.seasons.create', update: 'series.seasons.update', delete: 'series.seasons.delete' },
  docs: {
    add: 'Add a season (session)',
    addNote: '409 when the series already has a season with this name_session.',
    rename: 'Rename a season or change its detail',
    remove: 'Delete a season with its episodes and their servers',
  },
});

export const EPISODES = defineLevel({
  ...byNumber,
  table: 'episodes',
  parent: 'season_id',
  wire: 'name_epsode',
  segment: 'epsode',
  param: 'epsodeId',
  notFound: messages.episodeNotFound,
  exists: messages.episodeExists,
  trash: 'episode',
  permissions: {
    create: 'series.episodes.create',
    update: 'series.episodes.update',
    delete: 'series.episodes.delete',
    publish: 'series.episodes.update',
  },
  bodies: { create: EpisodeCreateBody, update: EpisodeUpdateBody },
  docs: {
    add: 'Add an episode (epsode)',
    addNote:
      'A draft unless publish_at is given (a time: published then; needs the right to publish). 409 when the ' +
      'season already has an episode with this name_epsode.',
    rename: 'Renumber an episode or change its detail',
    remove: 'Delete an episode with its servers',
    publish: 'Publish an episode now or at a time, or take it back to a draft',
  },
});

export const SESSIONS = defineLevel({
  ...season,
  table: 'manga_sessions',
  parent: 'work_id',
  trash: 'session',
  permissions: { create: 'manga.sessions.create', update: 'manga.sessions.update', delete: 'manga.sessions.delete' },
  docs: {
    add: 'Add a session (season)',
    addNote: '409 when the work already has a session with this name_session.',
    rename: 'Rename a session or change its detail',
    remove: 'Delete a session with its chapters, pages and page images',
  },
});

export const CHAPTERS = defineLevel({
  table: 'chapters',
  parent: 'session_id',
  column: 'name',
  wire: 'name_chapter',
  segment: 'chapter',
  param: 'chapterId',
  read: String,
  sortKey: chapterSortKey,
  // the schema refuses text that shows nothing; spaces around a name are not part of it
  clean: (name) => {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest(messages.validation.blank('name_chapter'));
    return trimmed;
  },
  notFound: messages.chapterNotFound,
  exists: messages.chapterExists,
  trash: 'chapter',
  permissions: {
    create: 'manga.chapters.create',
    update: 'manga.chapters.update',
    delete: 'manga.chapters.delete',
    publish: 'manga.chapters.update',
  },
  authored: true,
  bodies: { create: ChapterCreateBody, update: ChapterUpdateBody },
  docs: {
    add: 'Add a chapter',
    addNote:
      'Pages are uploaded with `POST .../chapter/{chapterId}/upload` (media). A draft unless publish_at is given ' +
      '(a time: published then; needs the right to publish). 409 when the session already has a chapter with ' +
      'this name_chapter.',
    rename: 'Rename a chapter or change its detail',
    remove: 'Delete a chapter with its pages and page images',
    publish: 'Publish a chapter now or at a time, or take it back to a draft',
  },
});

/**
 * The two levels under a kind of work: its kind, where its calls live (`/api/{path}/:id/…`) and the
 * wire schema of the whole work they answer.
 */
export interface NumberedParts<
  K extends 'series' | 'manga',
  TV extends number | string,
  TW extends string,
  CV extends number | string,
  CW extends string,
> {
  kind: K;
  path: string;
  wire: TSchema;
  top: NumberedLevel<TV, TW>;
  child: NumberedLevel<CV, CW>;
}

export const SERIES_PARTS = { kind: 'series', path: 'series', wire: Series, top: SEASONS, child: EPISODES } as const;
export const MANGA_PARTS = { kind: 'manga', path: 'manga', wire: Manga, top: SESSIONS, child: CHAPTERS } as const;

/** Every level, for what is looked up by a path param (the 404 of an id that cannot exist). */
export const LEVELS: readonly LevelPlace[] = [SEASONS, EPISODES, SESSIONS, CHAPTERS];
