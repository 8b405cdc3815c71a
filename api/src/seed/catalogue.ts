import type { Insertable, Kysely, Transaction } from 'kysely';
import { newId } from '../db/ids.ts';
import { NO_WORK_IMAGES, type CreditRole, type Database, type WorkKind } from '../db/schema.ts';
import { WorksRepository } from '../repositories/works.ts';
import { searchKey } from '../search/key.ts';
import { genreSlugsFor } from './genres.ts';
import { Random } from './prng.ts';
import { titlePools } from './titles.ts';
import { addManga, addScreenWork, type ChildCounts } from './work-rows.ts';

/**
 * Generates works with seasons, episodes, servers, manga sessions and chapters, credits and daily
 * view counts from the sample data, deterministically for a given seed. The demo seed uses it for
 * a few dozen works; the load benchmark uses it to grow the catalogue to 100,000.
 */

export interface CatalogueOptions {
  movies: number;
  series: number;
  manga: number;
  seed?: number;
  /** Staff ids to credit, by role. Empty lists mean no credits of that role. */
  staff?: Partial<Record<CreditRole, readonly string[]>>;
  /** Every n-th work of each kind is hidden (active_show false); 0 = none. */
  hiddenEvery?: number;
  /** Every n-th visible work is on the home slide / swiper; 0 = none. */
  slideEvery?: number;
  /** Days of view history, ending today (0 = no views). */
  viewDays?: number;
  seasons?: { min: number; max: number };
  episodes?: { min: number; max: number };
  /** Episodes of the first series' first season, when it should be a long one (the demo: 120). */
  longSeason?: number;
  serversPerEpisode?: { min: number; max: number };
  sessions?: { min: number; max: number };
  chapters?: { min: number; max: number };
  /** "Now" for created_at and view days (tests pin it). */
  now?: number;
  /** Works per yielded chunk. */
  chunkSize?: number;
  /** Genre ids by slug; works get the genres their titles and types suggest (seed/genres.ts). */
  genres?: ReadonlyMap<string, string>;
}

export interface CatalogueChunk {
  works: Insertable<Database['works']>[];
  seasons: Insertable<Database['seasons']>[];
  episodes: Insertable<Database['episodes']>[];
  servers: Insertable<Database['servers']>[];
  manga_sessions: Insertable<Database['manga_sessions']>[];
  chapters: Insertable<Database['chapters']>[];
  credits: Insertable<Database['credits']>[];
  work_views_daily: Insertable<Database['work_views_daily']>[];
  work_genres: Insertable<Database['work_genres']>[];
}

export interface CatalogueCounts {
  works: number;
  seasons: number;
  episodes: number;
  servers: number;
  manga_sessions: number;
  chapters: number;
  credits: number;
  work_views_daily: number;
  work_genres: number;
}

const DAY_MS = 86_400_000;
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Yields the catalogue in chunks of plain rows. Public numbers start at `firstNumbers`
 * (reserve them from `counters` first: see insertCatalogue).
 */
export function* generateCatalogue(
  options: CatalogueOptions,
  firstNumbers: Record<WorkKind, number> = { movie: 1, series: 1, manga: 1 },
): Generator<CatalogueChunk> {
  const rng = new Random(options.seed ?? 20250101);
  const now = options.now ?? Date.now();
  const hiddenEvery = options.hiddenEvery ?? 0;
  const slideEvery = options.slideEvery ?? 0;
  const viewDays = options.viewDays ?? 0;
  const childCounts: ChildCounts = {
    seasons: options.seasons ?? { min: 1, max: 3 },
    episodes: options.episodes ?? { min: 3, max: 12 },
    serversPerEpisode: options.serversPerEpisode ?? { min: 1, max: 2 },
    sessions: options.sessions ?? { min: 1, max: 3 },
    chapters: options.chapters ?? { min: 3, max: 8 },
    longSeason: options.longSeason,
  };
  const chunkSize = options.chunkSize ?? 500;
  const staff = options.staff ?? {};
  const pools = titlePools(rng);
  const total = options.movies + options.series + options.manga;

  let chunk = emptyChunk();
  let inChunk = 0;
  let created = 0;

  const plan: { kind: WorkKind; index: number }[] = [];
  // Interleave kinds so "new" and the slide show a mix, as a live catalogue would.
  const counts = { movie: options.movies, series: options.series, manga: options.manga };
  const next = { movie: 0, series: 0, manga: 0 };
  while (plan.length < total) {
    for (const kind of ['movie', 'series', 'manga'] as const) {
      if (next[kind] < counts[kind]) plan.push({ kind, index: next[kind]++ });
    }
  }

  for (const { kind, index } of plan) {
    const id = newId();
    const createdAt = now - (total - created) * 3_600_000;
    created++;
    const hidden = hiddenEvery > 0 && index % hiddenEvery === hiddenEvery - 1;
    const onSlide = !hidden && slideEvery > 0 && index % slideEvery === 0;
    const number = firstNumbers[kind] + index;
    const rating = Math.round(rng.int(55, 95)) / 10;
    const base = {
      id,
      kind,
      number,
      rating,
      active_show: !hidden,
      on_slide: onSlide,
      created_at: createdAt,
      updated_at: createdAt,
      ...NO_WORK_IMAGES,
    };

    const work = { chunk, rng, base, index, counts: childCounts };
    if (kind === 'manga') addManga(work, pools.manga);
    else addScreenWork(work, kind, kind === 'movie' ? pools.movies : pools.series);

    // credits: one or two translators, one designer, a technician for films and series
    const credit = (role: CreditRole, count: number) => {
      const pool = staff[role] ?? [];
      rng
        .sample(pool, count)
        .forEach((userId, position) => chunk.credits.push({ work_id: id, user_id: userId, role, position }));
    };
    credit('translator', rng.int(1, 2));
    credit('designer', 1);
    if (kind !== 'manga') credit('technique', 1);

    // daily views, decaying into the past; the total becomes works.view
    let views = 0;
    if (!hidden && viewDays > 0) {
      const popularity = rng.int(5, 400);
      for (let d = 0; d < viewDays; d++) {
        const count = Math.max(0, Math.round(popularity * (1 - d / (viewDays + 5)) * (0.5 + rng.next())));
        if (count === 0) continue;
        views += count;
        chunk.work_views_daily.push({ work_id: id, day: utcDay(now - d * DAY_MS), count });
      }
    }
    const row = chunk.works[chunk.works.length - 1] as CatalogueChunk['works'][number];
    row.view = views;
    row.search_key = searchKey(row);
    if (options.genres)
      genreSlugsFor(`${row.en} ${row.original_name ?? ''}`, row.type).forEach((slug, position) => {
        const genreId = options.genres?.get(slug);
        if (genreId) chunk.work_genres.push({ work_id: id, genre_id: genreId, position });
      });

    if (++inChunk >= chunkSize) {
      yield chunk;
      chunk = emptyChunk();
      inChunk = 0;
    }
  }
  if (inChunk > 0) yield chunk;
}

function emptyChunk(): CatalogueChunk {
  return {
    works: [],
    seasons: [],
    episodes: [],
    servers: [],
    manga_sessions: [],
    chapters: [],
    credits: [],
    work_views_daily: [],
    work_genres: [],
  };
}

/** Insert order: parents before children. */
const TABLES = [
  'works',
  'seasons',
  'episodes',
  'servers',
  'manga_sessions',
  'chapters',
  'credits',
  'work_views_daily',
  'work_genres',
] as const satisfies readonly (keyof CatalogueChunk)[];

/** SQLite allows 32,766 bound parameters per statement; PostgreSQL 65,535. Stay under both. */
const MAX_PARAMS = 30_000;

export async function insertBatched<T extends keyof Database>(
  trx: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot type a table chosen at run time; the rows are typed by the caller.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const batch = rows.slice(i, i + size) as any;
    await trx.insertInto(table).values(batch).execute();
  }
}

/** Reserves public numbers, generates and inserts the catalogue in one transaction. */
export async function insertCatalogue(db: Kysely<Database>, options: CatalogueOptions): Promise<CatalogueCounts> {
  const counts: CatalogueCounts = {
    works: 0,
    seasons: 0,
    episodes: 0,
    servers: 0,
    manga_sessions: 0,
    chapters: 0,
    credits: 0,
    work_views_daily: 0,
    work_genres: 0,
  };
  await db.transaction().execute(async (trx) => {
    const firstNumbers = {
      movie: await WorksRepository.reserveNumbers(trx, 'movie', options.movies),
      series: await WorksRepository.reserveNumbers(trx, 'series', options.series),
      manga: await WorksRepository.reserveNumbers(trx, 'manga', options.manga),
    };
    const genres =
      options.genres ??
      new Map((await trx.selectFrom('genres').select(['slug', 'id']).execute()).map((g) => [g.slug, g.id]));
    for (const chunk of generateCatalogue({ ...options, genres }, firstNumbers)) {
      for (const table of TABLES) {
        await insertBatched(trx, table, chunk[table]);
        counts[table] += chunk[table].length;
      }
    }
    await WorksRepository.recount(trx);
  });
  return counts;
}
