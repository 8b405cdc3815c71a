import type { TrashKind } from '@ckb/contract';
import type { Database } from '../db/schema.ts';

/**
 * What a delete takes with it, as data: each trash kind is a root table and the tree of tables under it. The
 * trash reads a subtree with this (snapshot.ts), puts it back with it, and finds the files and the rows above
 * with it; nothing else in the trash names a table. A new table under a work is one line here (and its
 * migration's `on delete cascade`, which the delete still relies on).
 */

export type Table = keyof Database;

/** A table under another: its rows whose `by` column holds an id of the rows above. */
export interface Branch {
  table: Table;
  by: string;
  /**
   * A column naming a row outside the subtree (a credit's account, a work's genre). On restore a row whose
   * other end is gone by then is left out: the rest comes back without it.
   */
  link?: { column: string; table: Table };
  children?: readonly Branch[];
}

const REPORTS: Branch = { table: 'server_reports', by: 'server_id' };
const SERVERS_OF_EPISODE: Branch = { table: 'servers', by: 'episode_id', children: [REPORTS] };
const EPISODES: Branch = { table: 'episodes', by: 'season_id', children: [SERVERS_OF_EPISODE] };
const PAGES: Branch = { table: 'pages', by: 'chapter_id' };
const CHAPTERS: Branch = { table: 'chapters', by: 'session_id', children: [PAGES] };

const UNDER_WORK: readonly Branch[] = [
  { table: 'seasons', by: 'work_id', children: [EPISODES] },
  { table: 'servers', by: 'work_id', children: [REPORTS] },
  { table: 'manga_sessions', by: 'work_id', children: [CHAPTERS] },
  { table: 'credits', by: 'work_id', link: { column: 'user_id', table: 'users' } },
  { table: 'work_genres', by: 'work_id', link: { column: 'genre_id', table: 'genres' } },
  { table: 'work_views_daily', by: 'work_id' },
  { table: 'player_ad_optouts', by: 'work_id' },
];

export interface KindTree {
  /** The table of the deleted row (its key is `id`). */
  table: Table;
  children: readonly Branch[];
}

export const TREES: Record<TrashKind, KindTree> = {
  movie: { table: 'works', children: UNDER_WORK },
  series: { table: 'works', children: UNDER_WORK },
  manga: { table: 'works', children: UNDER_WORK },
  season: { table: 'seasons', children: [EPISODES] },
  episode: { table: 'episodes', children: [SERVERS_OF_EPISODE] },
  server: { table: 'servers', children: [REPORTS] },
  session: { table: 'manga_sessions', children: [CHAPTERS] },
  chapter: { table: 'chapters', children: [PAGES] },
  page: { table: 'pages', children: [] },
  ad: { table: 'ads', children: [{ table: 'ad_stats', by: 'ad_id' }] },
  banner: { table: 'banners', children: [] },
  genre: {
    table: 'genres',
    children: [{ table: 'work_genres', by: 'genre_id', link: { column: 'work_id', table: 'works' } }],
  },
  user: {
    table: 'users',
    children: [{ table: 'credits', by: 'user_id', link: { column: 'work_id', table: 'works' } }],
  },
};

/** The row above a row of these tables (a film server's is its work, an episode server's its episode). */
export const PARENTS: Partial<Record<Table, ReadonlyArray<{ column: string; table: Table }>>> = {
  seasons: [{ column: 'work_id', table: 'works' }],
  episodes: [{ column: 'season_id', table: 'seasons' }],
  servers: [
    { column: 'episode_id', table: 'episodes' },
    { column: 'work_id', table: 'works' },
  ],
  manga_sessions: [{ column: 'work_id', table: 'works' }],
  chapters: [{ column: 'session_id', table: 'manga_sessions' }],
  pages: [{ column: 'chapter_id', table: 'chapters' }],
};

/** The columns holding storage keys (media/keys.ts): the files that stay while the row is in the trash. */
export const MEDIA_COLUMNS: Partial<Record<Table, readonly string[]>> = {
  works: ['poster_key', 'background_key'],
  users: ['avatar_key', 'background_key'],
  pages: ['image_key'],
  ads: ['desktop_key', 'mobile_key'],
  banners: ['poster_key', 'background_key'],
};

/** The trash kind of a row of a root table (works: by their own `kind`). */
export function kindOfRow(table: Table, row: Record<string, unknown>): TrashKind {
  const kinds: Partial<Record<Table, TrashKind>> = {
    seasons: 'season',
    episodes: 'episode',
    servers: 'server',
    manga_sessions: 'session',
    chapters: 'chapter',
    pages: 'page',
  };
  return table === 'works' ? (row.kind as TrashKind) : (kinds[table] as TrashKind);
}
