import type { Insertable, Kysely, Transaction } from 'kysely';
import { newId } from '../db/ids.ts';
import { NO_WORK_IMAGES, type CreditRole, type Database, type WorkKind, type WorkType } from '../db/schema.ts';
import { WorksRepository } from '../repositories/works.ts';
import { searchKey } from '../search/key.ts';
import { genreSlugsFor } from './genres.ts';
import { aboutText, COUNTRY, LANGUAGE, kurdishTitle } from './kurdish.ts';
import { Random } from './prng.ts';
import { animeSamples, englishTitle, mangaSamples, type AnimeSample } from './samples.ts';

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
  /** Genre ids by slug (issue 13); works get the genres their titles and types suggest (seed/genres.ts). */
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

const DIRECTORS = ['Takeshi Morita', 'Yuki Hanazawa', 'Kenji Arakawa', 'Naoko Yamada', 'Hiroshi Kanda', 'Aya Tsuruta'];
const AUTHORS = ['Haruto Sena', 'Mio Kisaragi', 'Ren Takagi', 'Sora Amano', 'Li Wei', 'Chen Yu'];
const STUDIOS = ['Studio Hikari', 'Aozora Works', 'Kumo Pictures', 'Red Lantern Comics', 'Tsuki Press'];
const ASSESSMENTS = ['PG', 'PG-13', 'R', 'G'];
const SERVER_NAMES = ['ڕاژەکاری یەکەم', 'ڕاژەکاری دووەم', 'ڕاژەکاری سێیەم'];

function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'work';
}

/** Only ever the reserved example domain: demo embeds must never point at a real player. */
export const embedCode = (slug: string): string =>
  `<iframe src="https://player.example.com/embed/${slug}" width="100%" height="100%" frameborder="0" allowfullscreen></iframe>`;

const SEASON_DATES: Record<string, string> = { WINTER: '01-10', SPRING: '04-08', SUMMER: '07-05', FALL: '10-07' };

interface TitleSource {
  en: string;
  year: number;
  season: string | null;
  episodes: number | null;
  ongoing: boolean;
}

/** Title pools per kind, best first (entries with English names), cycled with a suffix past the end. */
function titlePools(rng: Random) {
  const anime = animeSamples();
  const toSource = (a: AnimeSample): TitleSource => ({
    en: englishTitle(a) ?? a.title,
    year: a.year ?? 2010,
    season: a.season,
    episodes: a.episodes,
    ongoing: a.status === 'ONGOING',
  });
  const ordered = (items: AnimeSample[]) => [
    ...rng.shuffle(items.filter((a) => englishTitle(a) !== null)),
    ...items.filter((a) => englishTitle(a) === null),
  ];
  const movies = ordered(anime.filter((a) => a.type === 'MOVIE')).map(toSource);
  const series = ordered(anime.filter((a) => a.type !== 'MOVIE')).map(toSource);
  const manga = rng.shuffle(mangaSamples()).map((m) => m.title);
  return { movies, series, manga };
}

function cycled<T>(pool: readonly T[], index: number): { item: T; round: number } {
  return { item: pool[index % pool.length] as T, round: Math.floor(index / pool.length) };
}

const withRound = (title: string, round: number) => (round === 0 ? title : `${title} (${round + 1})`);

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
  const seasons = options.seasons ?? { min: 1, max: 3 };
  const episodes = options.episodes ?? { min: 3, max: 12 };
  const serversPerEpisode = options.serversPerEpisode ?? { min: 1, max: 2 };
  const sessions = options.sessions ?? { min: 1, max: 3 };
  const chapters = options.chapters ?? { min: 3, max: 8 };
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

    if (kind === 'manga') {
      const { item, round } = cycled(pools.manga, index);
      const en = withRound(item, round);
      const type: WorkType = rng.chance(0.6) ? 'manga' : rng.chance(0.6) ? 'manhua' : 'oneshot';
      const year = rng.int(1995, 2024);
      const ku = kurdishTitle(en);
      chunk.works.push({
        ...base,
        type,
        en,
        ku,
        ar: '',
        original_name: item,
        about: aboutText(rng, type, ku || en, year),
        country: type === 'manhua' ? COUNTRY.china : COUNTRY.japan,
        language: type === 'manhua' ? LANGUAGE.chinese : LANGUAGE.japanese,
        date_publish: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        time: null,
        budget: null,
        revenue: null,
        imdb: '',
        assessment: '',
        director: '',
        trailer: '',
        // a oneshot is one finished chapter
        status: rng.chance(0.3) && type !== 'oneshot' ? 'continue' : 'finish',
        author: rng.pick(AUTHORS),
        name_studio: rng.pick(STUDIOS),
      });
      const sessionCount = type === 'oneshot' ? 1 : rng.int(sessions.min, sessions.max);
      for (let s = 1; s <= sessionCount; s++) {
        const sessionId = newId();
        chunk.manga_sessions.push({ id: sessionId, work_id: id, number: s, detail: null, created_at: createdAt });
        const chapterCount = type === 'oneshot' ? 1 : rng.int(chapters.min, chapters.max);
        for (let c = 1; c <= chapterCount; c++) {
          chunk.chapters.push({
            id: newId(),
            session_id: sessionId,
            name: String(c),
            sort_key: c,
            detail: null,
            created_at: createdAt,
          });
        }
      }
    } else {
      const pool = kind === 'movie' ? pools.movies : pools.series;
      const { item, round } = cycled(pool, index);
      const en = withRound(item.en, round);
      const slug = `${slugify(en)}-${kind === 'movie' ? 'f' : 's'}${number}`;
      const ku = kurdishTitle(en);
      const day = item.season ? (SEASON_DATES[item.season] ?? '01-01') : '01-01';
      chunk.works.push({
        ...base,
        type: kind === 'movie' ? 'anime' : 'series',
        en,
        ku,
        ar: '',
        original_name: '',
        about: aboutText(rng, kind, ku || en, item.year),
        country: COUNTRY.japan,
        language: LANGUAGE.japanese,
        date_publish: `${item.year}-${day}`,
        time: kind === 'movie' ? rng.int(80, 140) : 24,
        budget: rng.int(2, 40) * 500_000,
        revenue: rng.int(1, 120) * 1_000_000,
        imdb: (rating - rng.int(0, 8) / 10).toFixed(1),
        assessment: kind === 'series' ? 'A' : rng.pick(ASSESSMENTS),
        director: rng.pick(DIRECTORS),
        trailer: `https://player.example.com/trailer/${slug}`,
        status: kind === 'series' ? (item.ongoing ? 'continue' : 'finish') : '',
        author: '',
        name_studio: '',
      });
      if (kind === 'movie') {
        const serverCount = rng.int(serversPerEpisode.min + 1, serversPerEpisode.max + 1);
        for (let p = 0; p < serverCount; p++) {
          chunk.servers.push({
            id: newId(),
            work_id: id,
            episode_id: null,
            name_server: SERVER_NAMES[p % SERVER_NAMES.length] as string,
            embed_code: embedCode(`${slug}-${p + 1}`),
            position: p,
            created_at: createdAt,
          });
        }
      } else {
        const seasonCount = rng.int(seasons.min, seasons.max);
        for (let s = 1; s <= seasonCount; s++) {
          const seasonId = newId();
          chunk.seasons.push({ id: seasonId, work_id: id, number: s, detail: null, created_at: createdAt });
          const known = item.episodes && item.episodes > 0 ? item.episodes : null;
          const usual = Math.min(episodes.max, Math.max(episodes.min, known ?? rng.int(episodes.min, episodes.max)));
          // The first series' first season is a long one (a list of 100+ episodes must stay usable).
          const episodeCount = index === 0 && s === 1 && options.longSeason ? options.longSeason : usual;
          for (let e = 1; e <= episodeCount; e++) {
            const episodeId = newId();
            chunk.episodes.push({ id: episodeId, season_id: seasonId, number: e, detail: null, created_at: createdAt });
            const serverCount = rng.int(serversPerEpisode.min, serversPerEpisode.max);
            for (let p = 0; p < serverCount; p++) {
              chunk.servers.push({
                id: newId(),
                work_id: null,
                episode_id: episodeId,
                name_server: SERVER_NAMES[p % SERVER_NAMES.length] as string,
                embed_code: embedCode(`${slug}-s${s}-e${e}-${p + 1}`),
                position: p,
                created_at: createdAt,
              });
            }
          }
        }
      }
    }

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
    const work = chunk.works[chunk.works.length - 1] as CatalogueChunk['works'][number];
    work.view = views;
    work.search_key = searchKey(work);
    if (options.genres)
      genreSlugsFor(`${work.en} ${work.original_name ?? ''}`, work.type).forEach((slug, position) => {
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
