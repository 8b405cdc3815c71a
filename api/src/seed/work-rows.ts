import { newId } from '../db/ids.ts';
import type { NO_WORK_IMAGES, WorkKind, WorkType } from '../db/schema.ts';
import type { CatalogueChunk } from './catalogue.ts';
import { aboutText } from './about.ts';
import { COUNTRY, LANGUAGE, kurdishTitle } from './kurdish.ts';
import type { Random } from './prng.ts';
import { cycled, slugify, withRound, type TitleSource } from './titles.ts';

/**
 * One generated work's row and the rows under it: a manga's sessions and chapters, a film's servers, a
 * series' seasons, episodes and their servers. Every random draw happens in a fixed order, so a seed
 * gives the same catalogue on every machine.
 */

const DIRECTORS = ['Takeshi Morita', 'Yuki Hanazawa', 'Kenji Arakawa', 'Naoko Yamada', 'Hiroshi Kanda', 'Aya Tsuruta'];
const AUTHORS = ['Haruto Sena', 'Mio Kisaragi', 'Ren Takagi', 'Sora Amano', 'Li Wei', 'Chen Yu'];
const STUDIOS = ['Studio Hikari', 'Aozora Works', 'Kumo Pictures', 'Red Lantern Comics', 'Tsuki Press'];
const ASSESSMENTS = ['PG', 'PG-13', 'R', 'G'];
const SERVER_NAMES = ['سێرڤەری یەکەم', 'سێرڤەری دووەم', 'سێرڤەری سێیەم'];
const SEASON_DATES: Record<string, string> = { WINTER: '01-10', SPRING: '04-08', SUMMER: '07-05', FALL: '10-07' };

/** Only ever the reserved example domain: demo embeds must never point at a real player. */
export const embedCode = (slug: string): string =>
  `<iframe src="https://player.example.com/embed/${slug}" width="100%" height="100%" frameborder="0" allowfullscreen></iframe>`;

interface Range {
  min: number;
  max: number;
}

/** How many children each work gets, drawn between these bounds (CatalogueOptions, defaults applied). */
export interface ChildCounts {
  seasons: Range;
  episodes: Range;
  serversPerEpisode: Range;
  sessions: Range;
  chapters: Range;
  /** Episodes of the first series' first season, when it should be a long one. */
  longSeason?: number;
}

/** What every work's row starts with, whatever its kind. */
export type WorkBase = {
  id: string;
  kind: WorkKind;
  number: number;
  rating: number;
  active_show: boolean;
  on_slide: boolean;
  created_at: number;
  updated_at: number;
} & typeof NO_WORK_IMAGES;

interface Work {
  chunk: CatalogueChunk;
  rng: Random;
  base: WorkBase;
  /** The work's place among its kind (0 is the first). */
  index: number;
  counts: ChildCounts;
}

/** A manga, manhua or oneshot, its sessions and their chapters. */
export function addManga({ chunk, rng, base, index, counts }: Work, titles: readonly string[]): void {
  const { id, created_at: createdAt } = base;
  const { item, round } = cycled(titles, index);
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
  const sessionCount = type === 'oneshot' ? 1 : rng.int(counts.sessions.min, counts.sessions.max);
  for (let s = 1; s <= sessionCount; s++) {
    const sessionId = newId();
    chunk.manga_sessions.push({ id: sessionId, work_id: id, number: s, detail: null, created_at: createdAt });
    const chapterCount = type === 'oneshot' ? 1 : rng.int(counts.chapters.min, counts.chapters.max);
    for (let c = 1; c <= chapterCount; c++) {
      chunk.chapters.push({
        id: newId(),
        session_id: sessionId,
        name: String(c),
        sort_key: c,
        detail: null,
        publish_at: createdAt,
        created_at: createdAt,
      });
    }
  }
}

/** A film and its servers, or a series, its seasons, their episodes and their servers. */
export function addScreenWork(
  { chunk, rng, base, index, counts }: Work,
  kind: Exclude<WorkKind, 'manga'>,
  titles: readonly TitleSource[],
): void {
  const { id, number, rating, created_at: createdAt } = base;
  const { item, round } = cycled(titles, index);
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
  const { episodes, serversPerEpisode } = counts;
  if (kind === 'movie') {
    const serverCount = rng.int(serversPerEpisode.min + 1, serversPerEpisode.max + 1);
    addServers(chunk, serverCount, { work_id: id, episode_id: null }, slug, createdAt);
    return;
  }
  const seasonCount = rng.int(counts.seasons.min, counts.seasons.max);
  for (let s = 1; s <= seasonCount; s++) {
    const seasonId = newId();
    chunk.seasons.push({ id: seasonId, work_id: id, number: s, detail: null, created_at: createdAt });
    const known = item.episodes && item.episodes > 0 ? item.episodes : null;
    const usual = Math.min(episodes.max, Math.max(episodes.min, known ?? rng.int(episodes.min, episodes.max)));
    // The first series' first season is a long one (a list of 100+ episodes must stay usable).
    const episodeCount = index === 0 && s === 1 && counts.longSeason ? counts.longSeason : usual;
    for (let e = 1; e <= episodeCount; e++) {
      const episodeId = newId();
      chunk.episodes.push({
        id: episodeId,
        season_id: seasonId,
        number: e,
        detail: null,
        publish_at: createdAt,
        created_at: createdAt,
      });
      const serverCount = rng.int(serversPerEpisode.min, serversPerEpisode.max);
      addServers(chunk, serverCount, { work_id: null, episode_id: episodeId }, `${slug}-s${s}-e${e}`, createdAt);
    }
  }
}

/** `count` servers of a film or an episode, named in turn, each embedding `<slug>-<n>`. */
function addServers(
  chunk: CatalogueChunk,
  count: number,
  owner: { work_id: string | null; episode_id: string | null },
  slug: string,
  createdAt: number,
): void {
  for (let p = 0; p < count; p++) {
    chunk.servers.push({
      id: newId(),
      ...owner,
      name_server: SERVER_NAMES[p % SERVER_NAMES.length] as string,
      embed_code: embedCode(`${slug}-${p + 1}`),
      position: p,
      created_at: createdAt,
    });
  }
}
