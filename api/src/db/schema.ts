import type { ColumnType, Generated, Insertable, Selectable, SqlBool, Updateable } from 'kysely';

/**
 * Row types of the relational model (ARCHITECTURE §7). Column names follow the wire fields where
 * the SPEC's names are usable in SQL; the mappers in repositories/ translate the rest
 * (`number` -> movie_id/series_id/manga_id, `original_name` -> or, `on_slide` -> active_show_on_slide
 * or active_show_on_swiper, image key/width/height -> { low, original }).
 *
 * Booleans are SqlBool: PostgreSQL returns true/false, SQLite 1/0.
 * Times are epoch milliseconds (bigint), except tokens_valid_after (epoch seconds, like JWT iat).
 */

/** Which public list a work belongs to; `type` is the finer SPEC value. */
export type WorkKind = 'movie' | 'series' | 'manga';
export type WorkType = 'anime' | 'series' | 'manga' | 'manhua' | 'oneshot';
export type CreditRole = 'translator' | 'designer' | 'technique';

type Bool = ColumnType<SqlBool, boolean | undefined, boolean>;
type Timestamp = ColumnType<number, number, number>;
/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface WorksTable {
  id: string;
  kind: WorkKind;
  /** Public number per kind, from `counters`; never reused. */
  number: number;
  type: WorkType;
  en: WithDefault<string>;
  ku: WithDefault<string>;
  ar: WithDefault<string>;
  /** SPEC `or`: the original name (manga family). */
  original_name: WithDefault<string>;
  about: WithDefault<string>;
  country: WithDefault<string>;
  language: WithDefault<string>;
  date_publish: WithDefault<string>;
  time: number | null;
  budget: number | null;
  revenue: number | null;
  imdb: WithDefault<string>;
  rating: WithDefault<number>;
  assessment: WithDefault<string>;
  director: WithDefault<string>;
  trailer: WithDefault<string>;
  /** Series and manga: continue / finish (manga values vary, see SPEC §4). */
  status: WithDefault<string>;
  author: WithDefault<string>;
  name_studio: WithDefault<string>;
  /** All-time views; the per-day counts live in work_views_daily. */
  view: Generated<number>;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
  background_key: string | null;
  background_width: number | null;
  background_height: number | null;
  active_show: Bool;
  /** active_show_on_slide (films, series) or active_show_on_swiper (manga family). */
  on_slide: Bool;
  /** Alternative titles, one per line (migration 0005). */
  alt_titles: WithDefault<string>;
  /** What search matches (search/key.ts), written with every title change (migration 0005). */
  search_key: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SeasonsTable {
  id: string;
  work_id: string;
  /** name_session */
  number: number;
  detail: string | null;
  created_at: Timestamp;
}

export interface EpisodesTable {
  id: string;
  season_id: string;
  /** name_epsode */
  number: number;
  detail: string | null;
  /** When the public may see it (epoch ms): null is a draft, a future time a scheduled release (0013). */
  publish_at: number | null;
  /** The account that created it; null before migration 0013 and for the demo content. */
  created_by: string | null;
  /** When its author sent the draft for review; null when it is not waiting for review. */
  submitted_at: number | null;
  /** The reviewer's note when a draft was sent back. */
  review_note: string | null;
  created_at: Timestamp;
}

/** Streaming servers: of a film (work_id) or of an episode (episode_id), exactly one of the two. */
export interface ServersTable {
  id: string;
  work_id: string | null;
  episode_id: string | null;
  name_server: string;
  embed_code: string;
  position: WithDefault<number>;
  created_at: Timestamp;
}

export interface MangaSessionsTable {
  id: string;
  work_id: string;
  /** name_session */
  number: number;
  detail: string | null;
  created_at: Timestamp;
}

export interface ChaptersTable {
  id: string;
  session_id: string;
  /** name_chapter as given ("12", "12.5", "Extra"). */
  name: string;
  /** Numeric value of the name when it has one, for ordering; null sorts last. */
  sort_key: number | null;
  detail: string | null;
  /** When the public may see it (epoch ms): null is a draft, a future time a scheduled release (0013). */
  publish_at: number | null;
  /** The account that created it; null before migration 0013 and for the demo content. */
  created_by: string | null;
  /** When its author sent the draft for review; null when it is not waiting for review. */
  submitted_at: number | null;
  /** The reviewer's note when a draft was sent back. */
  review_note: string | null;
  created_at: Timestamp;
}

export interface PagesTable {
  id: string;
  chapter_id: string;
  /** 1-based order within the chapter (photoPathNum). */
  position: number;
  image_key: string;
  width: number;
  height: number;
  created_at: Timestamp;
  /** The client's key of the file it came from (one-file uploads; migration 0014). */
  upload_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** That file's place in the user's choice: keeps pages arriving out of order in order. */
  upload_rank: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UsersTable {
  id: string;
  name: string;
  username: string;
  /** Stored lower-cased; unique. */
  email: string;
  password_hash: string;
  /** Free-text role label shown with the badges. */
  role: WithDefault<string>;
  is_owner: Bool;
  is_dev: Bool;
  is_supervisor: Bool;
  is_admin: Bool;
  is_translator: Bool;
  is_designer: Bool;
  is_technique: Bool;
  avatar_key: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
  background_key: string | null;
  background_width: number | null;
  background_height: number | null;
  /** Tokens with an earlier `iat` (epoch seconds) are rejected: set on role change. */
  tokens_valid_after: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CreditsTable {
  work_id: string;
  user_id: string;
  role: CreditRole;
  position: WithDefault<number>;
}

export interface WorkViewsDailyTable {
  work_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: WithDefault<number>;
}

/** Number of works per (kind, type, visibility): list and popular totals (migration 0002). */
export interface WorkCountsTable {
  kind: WorkKind;
  type: WorkType;
  active_show: Bool;
  n: number;
}

/** View batches moved from Redis into the counts (migration 0003): each is applied once. */
/** A visitor's report of a broken server (migration 0004): one per server, reporter (hashed) and day. */
export interface ServerReportsTable {
  server_id: string;
  reporter: string;
  /** Epoch ms. */
  created_at: number;
}

export interface ViewBatchesTable {
  id: string;
  /** Epoch ms. */
  applied_at: number;
}

/** Who was already counted on a day, for what counts once per visitor and day (migration 0011, views/once.ts). */
export interface CountedVisitsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** What was counted: a view of a work, an ad's impression or click. */
  kind: CountedKind;
  /** The work's or the ad's id. */
  target: string;
  /** The day's keyed hash of the client address (plugins/visitors.ts). */
  visitor: string;
}

export type CountedKind = 'view' | 'impression' | 'click';

/** Genres (migration 0005): a Sorani name, a unique Latin slug for URLs, a display position. */
export interface GenresTable {
  id: string;
  slug: string;
  name: string;
  position: WithDefault<number>;
  created_at: Timestamp;
}

export interface WorkGenresTable {
  work_id: string;
  genre_id: string;
  position: WithDefault<number>;
}

/** Per-kind sequence for public numbers (`movie`, `series`, `manga`). */
export interface CountersTable {
  name: string;
  value: number;
}

/** Ads (migration 0006): `shell` banners under the navbar, or the one `player` ad beside every video. */
export type AdPlacement = 'shell' | 'player';
export interface AdsTable {
  id: string;
  placement: WithDefault<AdPlacement>;
  /** An internal name for the list (optional). */
  name: WithDefault<string>;
  link: string;
  /** First and last UTC day shown (YYYY-MM-DD), inclusive; null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
  active: Bool;
  desktop_key: string | null;
  desktop_width: number | null;
  desktop_height: number | null;
  mobile_key: string | null;
  mobile_width: number | null;
  mobile_height: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Impressions and clicks per ad per UTC day. */
export interface AdStatsTable {
  ad_id: string;
  day: string;
  impressions: WithDefault<number>;
  clicks: WithDefault<number>;
}

/** Works whose players never show the permanent ad. */
export interface PlayerAdOptoutsTable {
  work_id: string;
}

/** Hero slides that are not works (migration 0006). */
export interface BannersTable {
  id: string;
  title: string;
  text: WithDefault<string>;
  link: WithDefault<string>;
  /** Place among the hero's slides, 1 = first. */
  position: WithDefault<number>;
  active: Bool;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
  background_key: string | null;
  background_width: number | null;
  background_height: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * What search reads of each work (PostgreSQL: migration 0007; SQLite: 0008, whose INTEGER PRIMARY KEY
 * `fts_rowid` is the work's `works_fts` row), kept in step with `works` by triggers (never written by the api).
 */
export interface WorkSearchTable {
  work_id: string;
  kind: WorkKind;
  number: number;
  type: WorkType;
  status: string;
  date_publish: string;
  rating: number;
  view: number;
  created_at: Timestamp;
  visible: SqlBool;
  key: string;
}

/** The history of staff writes (0010): see api/src/activity/. */
export interface ActivityTable {
  id: string;
  /** Epoch ms. */
  at: number;
  actor_id: string;
  actor_username: string;
  action: string;
  kind: string;
  target_id: string;
  work_id: string | null;
  label: string;
  /** JSON `{ field: [before, after] }`, secrets already replaced. */
  changes: string | null;
}

/** What a delete removed, kept until restored or purged (migration 0009; the trash module, src/trash/). */
export interface TrashTable {
  id: string;
  kind: string;
  item_id: string;
  work_id: string | null;
  work_kind: WorkKind | null;
  /** `|id|id|…|`: the rows above the deleted one, the work first ('' for none). */
  ancestors: WithDefault<string>;
  label: string;
  deleted_by: string | null;
  /** Epoch ms. */
  deleted_at: number;
  /** JSON: `[{ table, rows }]`, parents first. */
  payload: string;
  /** How many rows the payload holds, and how many files (trash_media) they keep. */
  rows: WithDefault<number>;
  files: WithDefault<number>;
}

/** The storage keys of the files under a trashed row: kept until the purge. */
export interface TrashMediaTable {
  trash_id: string;
  key: string;
}

/** Tokens signed out before their expiry (migration 0012): refused until `expires_at`, then pruned. */
export interface RevokedTokensTable {
  jti: string;
  user_id: string;
  /** seconds since the epoch (the token's `exp`) */
  expires_at: ColumnType<number, number, number>;
}

export interface Database {
  revoked_tokens: RevokedTokensTable;
  activity: ActivityTable;
  trash: TrashTable;
  trash_media: TrashMediaTable;
  ads: AdsTable;
  ad_stats: AdStatsTable;
  player_ad_optouts: PlayerAdOptoutsTable;
  banners: BannersTable;
  works: WorksTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  servers: ServersTable;
  manga_sessions: MangaSessionsTable;
  chapters: ChaptersTable;
  pages: PagesTable;
  users: UsersTable;
  credits: CreditsTable;
  work_views_daily: WorkViewsDailyTable;
  counters: CountersTable;
  work_counts: WorkCountsTable;
  view_batches: ViewBatchesTable;
  counted_visits: CountedVisitsTable;
  genres: GenresTable;
  work_genres: WorkGenresTable;
  server_reports: ServerReportsTable;
  work_search: WorkSearchTable;
}

export type WorkRow = Selectable<WorksTable>;

/** A new work's picture columns: none yet (the defaults are served until an upload). */
export const NO_WORK_IMAGES = {
  poster_key: null,
  poster_width: null,
  poster_height: null,
  background_key: null,
  background_width: null,
  background_height: null,
} as const satisfies Partial<NewWork>;
export type NewWork = Insertable<WorksTable>;
export type WorkUpdate = Updateable<WorksTable>;
export type UserRow = Selectable<UsersTable>;
export type GenreRow = Selectable<GenresTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ServerRow = Selectable<ServersTable>;
export type SeasonRow = Selectable<SeasonsTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
export type MangaSessionRow = Selectable<MangaSessionsTable>;
export type ChapterRow = Selectable<ChaptersTable>;
export type PageRow = Selectable<PagesTable>;

export type AdRow = Selectable<AdsTable>;
export type BannerRow = Selectable<BannersTable>;
