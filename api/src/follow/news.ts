import type { FollowNewsItemT, FollowWork } from '@ckb/contract/follow';
import { sql, type Kysely } from 'kysely';
import type { Database, WorkKind } from '../db/schema.ts';
import { released } from '../numbered/release.ts';

/**
 * The newest released part of each followed work, for every followed work in one answer: a series' newest
 * episode, a manga's newest chapter, a film its own addition. Only works shown to the public, and only parts
 * `released(...)` says are out (numbered/release.ts): a draft, a scheduled part or a hidden work is never news.
 * Three statements whatever the number of works (one per kind), each reading the asked works by their
 * `(kind, number)` index and their parts by season.
 */
export async function followNews(
  db: Kysely<Database>,
  works: readonly FollowWork[],
  now: number = Date.now(),
): Promise<FollowNewsItemT[]> {
  const numbers = (kind: WorkKind) =>
    works.filter((w) => w.startsWith(`${kind}:`)).map((w) => Number(w.slice(kind.length + 1)));
  const [films, series, manga] = await Promise.all([
    newestFilms(db, numbers('movie')),
    newestEpisodes(db, numbers('series'), now),
    newestChapters(db, numbers('manga'), now),
  ]);
  const found = new Map<string, FollowNewsItemT>([...films, ...series, ...manga].map((item) => [item.work, item]));
  // in the order asked, each once
  return [...new Set(works)].flatMap((w) => found.get(w) ?? []);
}

async function newestFilms(db: Kysely<Database>, numbers: number[]): Promise<FollowNewsItemT[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('works')
    .select(['number', 'created_at'])
    .where('kind', '=', 'movie')
    .where('number', 'in', numbers)
    .where('active_show', '=', true)
    .execute();
  return rows.map((r) => ({ work: `movie:${r.number}`, at: Number(r.created_at) }));
}

async function newestEpisodes(db: Kysely<Database>, numbers: number[], now: number): Promise<FollowNewsItemT[]> {
  if (numbers.length === 0) return [];
  const ranked = db
    .selectFrom('episodes')
    .innerJoin('seasons as s', 's.id', 'episodes.season_id')
    .innerJoin('works as w', 'w.id', 's.work_id')
    .select([
      'w.number as work',
      's.number as season',
      'episodes.number as episode',
      sql<number>`episodes.publish_at`.as('at'),
      sql<number>`row_number() over (partition by w.id order by episodes.publish_at desc, s.number desc, episodes.number desc)`.as(
        'rank',
      ),
    ])
    .where('w.kind', '=', 'series')
    .where('w.number', 'in', numbers)
    .where('w.active_show', '=', true)
    .where(released('episodes', now));
  const rows = await db.selectFrom(ranked.as('r')).selectAll().where('r.rank', '=', 1).execute();
  return rows.map((r) => ({ work: `series:${r.work}`, at: Number(r.at), season: r.season, episode: r.episode }));
}

async function newestChapters(db: Kysely<Database>, numbers: number[], now: number): Promise<FollowNewsItemT[]> {
  if (numbers.length === 0) return [];
  const ranked = db
    .selectFrom('chapters')
    .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
    .innerJoin('works as w', 'w.id', 's.work_id')
    .select([
      'w.number as work',
      's.number as season',
      'chapters.name as chapter',
      sql<number>`chapters.publish_at`.as('at'),
      sql<number>`row_number() over (partition by w.id order by chapters.publish_at desc, s.number desc, chapters.sort_key desc)`.as(
        'rank',
      ),
    ])
    .where('w.kind', '=', 'manga')
    .where('w.number', 'in', numbers)
    .where('w.active_show', '=', true)
    .where(released('chapters', now));
  const rows = await db.selectFrom(ranked.as('r')).selectAll().where('r.rank', '=', 1).execute();
  return rows.map((r) => ({ work: `manga:${r.work}`, at: Number(r.at), season: r.season, chapter: r.chapter }));
}
