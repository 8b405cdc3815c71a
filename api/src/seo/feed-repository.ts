import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, WorkKind } from '../db/schema.ts';
import { released } from '../numbered/release.ts';

/**
 * The SQL of the feeds: the newest releases of visible works, newest first. A film is released when it is
 * added; an episode or a chapter when `released(...)` says so (numbered/release.ts). Each source walks its
 * release index backwards (`works_new_idx`, 0017's `*_release_order`) and stops at `limit`; a genre or a
 * work narrows the walk.
 */

export interface FeedWork {
  id: string;
  kind: WorkKind;
  number: number;
  en: string;
  ku: string;
  about: string;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
}

export type Release =
  | { at: number; id: string; work: FeedWork; part: null }
  | { at: number; id: string; work: FeedWork; part: { level: 'episode'; season: number; number: number } }
  | { at: number; id: string; work: FeedWork; part: { level: 'chapter'; session: number; name: string } };

export interface FeedFilter {
  kind?: WorkKind;
  genreId?: string;
  workId?: string;
}

/** A filter as the queries take it: a small genre comes as its works' ids (`members`). */
interface Scope extends FeedFilter {
  members?: readonly string[];
}

const WORK_COLUMNS = [
  'w.id as work_id',
  'w.kind as kind',
  'w.number as work_number',
  'w.en as en',
  'w.ku as ku',
  'w.about as about',
  'w.poster_key as poster_key',
  'w.poster_width as poster_width',
  'w.poster_height as poster_height',
] as const;

interface WorkColumns {
  work_id: string;
  kind: WorkKind;
  work_number: number;
  en: string;
  ku: string;
  about: string;
  poster_key: string | null;
  poster_width: number | null;
  poster_height: number | null;
}

const workOf = (r: WorkColumns): FeedWork => ({
  id: r.work_id,
  kind: r.kind,
  number: r.work_number,
  en: r.en,
  ku: r.ku,
  about: r.about,
  poster_key: r.poster_key,
  poster_width: r.poster_width,
  poster_height: r.poster_height,
});

/** A genre of at most this many works is read from its works' rows, not by walking every release. */
const SMALL_GENRE = 1_000;

/** The most ids one step of a walk reads (bound parameters stay far below every driver's limit). */
const MAX_WINDOW = 3_200;

export class FeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  genreBySlug(slug: string): Promise<{ id: string; name: string; slug: string } | undefined> {
    return this.db.selectFrom('genres').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
  }

  workByNumber(kind: WorkKind, number: number): Promise<{ id: string; en: string; ku: string } | undefined> {
    return this.db
      .selectFrom('works')
      .select(['id', 'en', 'ku'])
      .where('kind', '=', kind)
      .where('number', '=', number)
      .where('active_show', '=', true)
      .executeTakeFirst();
  }

  /** The newest `limit` releases that pass `filter`, newest first. */
  async releases(filter: FeedFilter, now: number, limit: number): Promise<Release[]> {
    const wanted = (kind: WorkKind) => !filter.kind || filter.kind === kind;
    // one work, or a genre of few works: read from their own rows (a walk would pass thousands of others' releases)
    const members = filter.genreId ? await this.smallGenre(filter.genreId) : null;
    if (members?.length === 0) return [];
    const { genreId: _genre, ...rest } = filter;
    const scope: Scope = members ? { ...rest, members } : filter;
    const fromWorks = Boolean(filter.workId) || members !== null;
    const [films, episodes, chapters] = await Promise.all([
      wanted('movie') ? this.films(scope, limit, fromWorks) : [],
      wanted('series') ? this.parts('episodes', scope, now, limit, fromWorks) : [],
      wanted('manga') ? this.parts('chapters', scope, now, limit, fromWorks) : [],
    ]);
    return [...films, ...episodes, ...chapters]
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .slice(0, limit);
  }

  /**
   * The newest released episodes or chapters that pass the filter. `fromWorks` (one work, a small genre): straight
   * from the works' rows. Otherwise the release index is walked backwards a window at a time (the newest ids alone,
   * then those of them that pass), until `limit` pass or the index ends, each window twice the last. One statement
   * that joins and filters while it walks makes SQLite build a Bloom filter over every work first (some 200 ms at
   * 100,000 works), where a window of ids costs microseconds.
   */
  private async parts(
    level: 'episodes' | 'chapters',
    filter: Scope,
    now: number,
    limit: number,
    fromWorks: boolean,
  ): Promise<Release[]> {
    const of = (ids?: readonly string[]) =>
      level === 'episodes' ? this.episodes(filter, now, limit, ids) : this.chapters(filter, now, limit, ids);
    if (fromWorks) return of();
    let window = Math.max(limit * 4, 100);
    const found: Release[] = [];
    let after: { at: number; id: string } | null = null;
    for (; ; window = Math.min(window * 2, MAX_WINDOW)) {
      let newest = this.db
        .selectFrom(level)
        .select([`${level}.id as id`, sql<number>`${sql.ref(`${level}.publish_at`)}`.as('at')])
        .where(released(level, now))
        .orderBy(`${level}.publish_at`, 'desc')
        .orderBy(`${level}.id`, 'desc')
        .limit(window);
      if (after) {
        const { at, id } = after;
        newest = newest.where(
          sql<SqlBool>`(${sql.ref(`${level}.publish_at`)}, ${sql.ref(`${level}.id`)}) < (${at}, ${id})`,
        );
      }
      const ids = await newest.execute();
      found.push(...(await of(ids.map((r) => r.id))));
      const last = ids.at(-1);
      if (found.length >= limit || ids.length < window || !last) return found.slice(0, limit);
      after = { at: Number(last.at), id: last.id };
    }
  }

  /** The ids of a genre's works (hidden ones too) when it has at most SMALL_GENRE, else null. */
  private async smallGenre(genreId: string): Promise<string[] | null> {
    const rows = await this.db
      .selectFrom('work_genres')
      .select('work_id')
      .where('genre_id', '=', genreId)
      .limit(SMALL_GENRE + 1)
      .execute();
    return rows.length > SMALL_GENRE ? null : rows.map((r) => r.work_id);
  }

  /**
   * Visible works (`w`) of the filter's genre or work. Without a list of ids to check, a genre is a list of
   * works to start from (`in`); with one, a test of each row (`exists`). A small genre's works and a single work
   * are tested on `owner`, the row's own work column: given the genre's table instead, PostgreSQL tested each
   * release it walked against it, twice as slow.
   */
  private visible(filter: Scope, checking = false, owner: 'w.id' | 's.work_id' = 'w.id'): Expression<SqlBool> {
    const w = (column: string) => sql.ref(`w.${column}`);
    const parts = [sql`${w('active_show')} = ${true}`];
    if (filter.workId) parts.push(sql`${sql.ref(owner)} = ${filter.workId}`);
    if (filter.members) parts.push(sql`${sql.ref(owner)} in (${sql.join(filter.members)})`);
    if (filter.genreId) {
      parts.push(
        checking
          ? sql`exists (select 1 from work_genres g where g.work_id = ${w('id')} and g.genre_id = ${filter.genreId})`
          : sql`${w('id')} in (select work_id from work_genres where genre_id = ${filter.genreId})`,
      );
    }
    return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  }

  private async films(filter: Scope, limit: number, fromWorks: boolean): Promise<Release[]> {
    const rows = await this.db
      .selectFrom('works as w')
      .select([...WORK_COLUMNS, 'w.created_at as at'])
      .where('w.kind', '=', 'movie')
      // the few works, or a walk of the newest works (works_new_idx), each tested
      .where(this.visible(filter, !fromWorks))
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ at: Number(r.at), id: r.work_id, work: workOf(r), part: null }));
  }

  private async episodes(filter: Scope, now: number, limit: number, ids?: readonly string[]): Promise<Release[]> {
    if (ids?.length === 0) return [];
    let query = this.db
      .selectFrom('episodes')
      .innerJoin('seasons as s', 's.id', 'episodes.season_id')
      .innerJoin('works as w', 'w.id', 's.work_id')
      .select([
        ...WORK_COLUMNS,
        'episodes.id as id',
        'episodes.number as number',
        's.number as season',
        sql<number>`episodes.publish_at`.as('at'),
      ])
      .where(released('episodes', now))
      .where(this.visible(filter, ids !== undefined, 's.work_id'))
      .orderBy('episodes.publish_at', 'desc')
      .orderBy('episodes.id', 'desc')
      .limit(limit);
    if (ids) query = query.where('episodes.id', 'in', ids);
    const rows = await query.execute();
    return rows.map((r) => ({
      at: Number(r.at),
      id: r.id,
      work: workOf(r),
      part: { level: 'episode', season: r.season, number: r.number },
    }));
  }

  private async chapters(filter: Scope, now: number, limit: number, ids?: readonly string[]): Promise<Release[]> {
    if (ids?.length === 0) return [];
    let query = this.db
      .selectFrom('chapters')
      .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
      .innerJoin('works as w', 'w.id', 's.work_id')
      .select([
        ...WORK_COLUMNS,
        'chapters.id as id',
        'chapters.name as name',
        's.number as session',
        sql<number>`chapters.publish_at`.as('at'),
      ])
      .where(released('chapters', now))
      .where(this.visible(filter, ids !== undefined, 's.work_id'))
      .orderBy('chapters.publish_at', 'desc')
      .orderBy('chapters.id', 'desc')
      .limit(limit);
    if (ids) query = query.where('chapters.id', 'in', ids);
    const rows = await query.execute();
    return rows.map((r) => ({
      at: Number(r.at),
      id: r.id,
      work: workOf(r),
      part: { level: 'chapter', session: r.session, name: r.name },
    }));
  }
}
