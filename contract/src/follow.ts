import { Type, type Static } from 'typebox';
import Value from 'typebox/value';
import { FOLLOW_MAX, FOLLOW_WORK } from './follow-rules.ts';

/**
 * Following works without an account (`@ckb/contract/follow`): the news request for every followed work at
 * once, and the file a visitor moves their follows and progress to another device with. An entry of its own:
 * the browser loads it (and TypeBox's checker) only with the following page or an import, never on a first visit.
 */

export * from './follow-rules.ts';

/** GET /api/follow/news?works=manga:3,series:7: comma-separated, at most FOLLOW_MAX. */
export const FollowNewsQuery = Type.Object({
  works: Type.String({
    minLength: 1,
    // 200 ids of at most 17 characters and their commas
    maxLength: FOLLOW_MAX * 18,
    description: 'the followed works, comma-separated (`movie:12,series:7,manga:3`), at most 200',
  }),
});
export type FollowNewsQueryT = Static<typeof FollowNewsQuery>;

/** The newest released part of one followed work (a film has none: its `at` is when it was added). */
export const FollowNewsItem = Type.Object({
  work: Type.String({ pattern: FOLLOW_WORK }),
  /** When it came out (ms since the epoch). */
  at: Type.Number(),
  season: Type.Optional(Type.Integer({ description: 'a series episode’s season, a manga chapter’s session' })),
  episode: Type.Optional(Type.Integer()),
  chapter: Type.Optional(Type.String({ description: 'a chapter’s name (its number as the reader’s address has it)' })),
});
export type FollowNewsItemT = Static<typeof FollowNewsItem>;

export const FollowNews = Type.Object({
  data: Type.Array(FollowNewsItem, {
    description:
      'one per asked work that is shown to the public, in the order asked; hidden or unknown ones are left out',
  }),
});
export type FollowNewsT = Static<typeof FollowNews>;

// --- the export file ----------------------------------------------------------------------------

export const FOLLOW_FILE_FORMAT = 'ckb-follow';
export const FOLLOW_FILE_VERSION = 1;

const Title = Type.String({ maxLength: 300 });
/** A poster address as the api gives it: a path on this site, or an https address (a media bucket). */
const Poster = Type.String({ maxLength: 1000, pattern: '^(/(?![/\\\\])|https?://)' });
const Time = Type.Number({ minimum: 0, maximum: 1e14 });
const Count = Type.Integer({ minimum: 0, maximum: 100_000 });
const Keys = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10_000 });

export const FollowRecord = Type.Object(
  {
    work: Type.String({ pattern: FOLLOW_WORK }),
    title: Title,
    poster: Type.Optional(Poster),
    /** When it was followed. */
    at: Time,
    /** When the visitor last opened it: news after this time is new to them. */
    seen: Time,
  },
  { additionalProperties: false },
);
export type FollowRecordT = Static<typeof FollowRecord>;

export const ReadingRecord = Type.Object(
  {
    manga: Type.Integer({ minimum: 1 }),
    title: Title,
    poster: Type.Optional(Poster),
    session: Count,
    chapter: Type.String({ minLength: 1, maxLength: 64 }),
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    pages: Count,
    read: Keys,
    at: Time,
  },
  { additionalProperties: false },
);

export const WatchingRecord = Type.Object(
  {
    work: Type.String({ pattern: '^(movie|series):[1-9][0-9]{0,9}$' }),
    title: Title,
    poster: Type.Optional(Poster),
    season: Type.Optional(Count),
    episode: Type.Optional(Count),
    watched: Keys,
    server: Type.Optional(
      Type.Object(
        { id: Type.String({ maxLength: 64 }), name: Type.String({ maxLength: 200 }) },
        { additionalProperties: false },
      ),
    ),
    at: Time,
  },
  { additionalProperties: false },
);

/** The whole file: follows, reading and watching progress, versioned so a later format can read this one. */
export const FollowFile = Type.Object(
  {
    format: Type.Literal(FOLLOW_FILE_FORMAT),
    version: Type.Literal(FOLLOW_FILE_VERSION),
    exportedAt: Time,
    follows: Type.Array(FollowRecord, { maxItems: FOLLOW_MAX }),
    reading: Type.Array(ReadingRecord, { maxItems: 5_000 }),
    watching: Type.Array(WatchingRecord, { maxItems: 5_000 }),
  },
  { additionalProperties: false },
);
export type FollowFileT = Static<typeof FollowFile>;

/** Why a file is refused: not JSON at all, or not this site's file of a version this code reads. */
export type FollowFileProblem = 'notJson' | 'foreign';

/**
 * A file's text checked whole before anything is written: the file, or why it is refused. A file with one bad
 * record is refused as a whole (the visitor's device keeps what it had).
 */
export function parseFollowFile(text: string): { file: FollowFileT } | { problem: FollowFileProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  return Value.Check(FollowFile, value) ? { file: value } : { problem: 'foreign' };
}

/** Whether one record passes the file's check: an export leaves out a record damaged on its device. */
export const isFileRecord = {
  follow: (v: unknown): v is FollowRecordT => Value.Check(FollowRecord, v),
  reading: (v: unknown): v is Static<typeof ReadingRecord> => Value.Check(ReadingRecord, v),
  watching: (v: unknown): v is Static<typeof WatchingRecord> => Value.Check(WatchingRecord, v),
};
