import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { released } from '../numbered/release.ts';

/** What the structured data of a page reads beyond the work itself: its released parts (numbered/release.ts). */

export interface SeasonEpisodes {
  season: number;
  episodes: { number: number; publish_at: number }[];
}

export class PageDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A series' seasons in order, each with its released episodes in order (a season with none is left out). */
  async seasons(workId: string, now: number): Promise<SeasonEpisodes[]> {
    const rows = await this.db
      .selectFrom('seasons as s')
      .innerJoin('episodes', 'episodes.season_id', 's.id')
      .select(['s.number as season', 'episodes.number as number', 'episodes.publish_at as publish_at'])
      .where('s.work_id', '=', workId)
      .where(released('episodes', now))
      .orderBy('s.number')
      .orderBy('episodes.number')
      .execute();
    const seasons: SeasonEpisodes[] = [];
    for (const r of rows) {
      if (seasons.at(-1)?.season !== r.season) seasons.push({ season: r.season, episodes: [] });
      seasons.at(-1)!.episodes.push({ number: r.number, publish_at: Number(r.publish_at) });
    }
    return seasons;
  }

  /** A released chapter of a work by its session number and name, or undefined (a draft, or not there). */
  chapter(
    workId: string,
    session: number,
    name: string,
    now: number,
  ): Promise<{ id: string; publish_at: number | null } | undefined> {
    return this.db
      .selectFrom('chapters')
      .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
      .select(['chapters.id as id', 'chapters.publish_at as publish_at'])
      .where('s.work_id', '=', workId)
      .where('s.number', '=', session)
      .where('chapters.name', '=', name)
      .where(released('chapters', now))
      .executeTakeFirst();
  }

  /** Released chapters of a work. */
  async chapterCount(workId: string, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('chapters')
      .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('s.work_id', '=', workId)
      .where(released('chapters', now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
