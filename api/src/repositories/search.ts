import { SEARCH_RESULTS_CAP } from '@ckb/contract';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, WorkKind, WorkType } from '../db/schema.ts';
import type { SearchQueryKey } from '../search/key.ts';
import { CARD_COLUMNS, type CardRow } from './works.ts';

export interface SearchFilter {
  key: SearchQueryKey | null;
  kind?: WorkKind | undefined;
  type?: WorkType | undefined;
  genreId?: string | undefined;
  status?: string | undefined;
  year?: number | undefined;
  sort: 'relevance' | 'newest' | 'views' | 'rating';
  page: number;
  limit: number;
}

export type SearchRow = CardRow & { date_publish: string; status: string; created_at: number };

/**
 * LIKE pattern of text that must appear as is. Query words are letters and digits only (searchTokens),
 * so they hold no wildcard and need no ESCAPE clause, which SQLite would not hand to FTS5 (a LIKE with
 * ESCAPE is checked row by row instead of by the trigram index).
 */
const contains = (text: string): string => {
  if (/[%_\\]/.test(text)) throw new Error('a search word with a LIKE wildcard');
  return `%${text}%`;
};

/** Whether a trigram index can find a `%text%` pattern: three letters or more. */
const indexable = (pattern: string): boolean => [...pattern.slice(1, -1)].length >= 3;

/** The order after relevance: the chosen sort, then views, then the public number and kind (a total order). */
function sorted<O>(q: SelectQueryBuilder<Database, 'works', O>, sort: SearchFilter['sort']) {
  let rows = q;
  if (sort === 'newest') rows = rows.orderBy('works.created_at', 'desc');
  if (sort === 'rating') rows = rows.orderBy('works.rating', 'desc');
  return rows.orderBy('works.view', 'desc').orderBy('works.number', 'desc').orderBy('works.kind');
}

/**
 * How a query's words are matched: `index` asks the database's own index (SQLite's FTS5 trigram table,
 * PostgreSQL's pg_trgm GIN index) for the works holding every pattern, best when they are few; `scan` tests
 * the patterns on each row while walking another index in the answer's order (views), best when the
 * matches are many and only a page of them is wanted. Both find the same works.
 */
type Access = 'index' | 'scan';

/**
 * Search over `works.search_key` (search/key.ts) in each database's own engine (migration 0005): SQLite
 * asks its FTS5 trigram table, PostgreSQL the pg_trgm GIN index on the column; both with the same
 * `LIKE '%word%'` per word, so they find the same works, and both rank with the same expressions.
 *
 * The cost of a query must not grow with its number of matches (issue 13: p95 ≤ 20 ms at 100,000 works):
 * - the total is counted up to SEARCH_RESULTS_CAP (+1 to know there are more);
 * - a query with at most that many matches ranks them all, in one statement;
 * - a query with more is paged tier by tier (a whole title, a title start, a word start, contained; each
 *   by views): a tier with at most SEARCH_RESULTS_CAP works is taken from the index and sorted, a bigger
 *   one is read in views order from `works_popular_idx`, testing the words on each row until the page is
 *   full. The pages answer exactly what ranking every match would; only the total is capped.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** SEARCH_RESULTS_CAP; tests lower it to page a small corpus the way a big one is paged. */
    private readonly cap = SEARCH_RESULTS_CAP,
  ) {}

  /** Visible works passing the filters and holding every pattern. */
  private matching(filter: SearchFilter, patterns: string[], access: Access) {
    let base = this.db.selectFrom('works').where('works.active_show', '=', true);
    // A trigram index finds a pattern only from three letters on: shorter ones are tested on the rows the
    // others found (or on every row), in the index's own compact copy of the key on SQLite.
    if (access === 'index' && this.dialect === 'sqlite' && patterns.length > 0) {
      // The FTS row of a work is number * 4 + kind (see the migration); the join uses works_kind_number_uq.
      // `key || ''` is not the column, so FTS5 leaves that test to SQLite.
      const likes = sql.join(
        patterns.map((p) => (indexable(p) ? sql`key like ${p}` : sql`(key || '') like ${p}`)),
        sql` and `,
      );
      base = base.innerJoin(sql<{ rowid: number }>`(select rowid from works_fts where ${likes})`.as('m'), (join) =>
        join
          .on(sql<SqlBool>`works.kind = (case m.rowid % 4 when 0 then 'movie' when 1 then 'series' else 'manga' end)`)
          .on(sql<SqlBool>`works.number = m.rowid / 4`),
      );
    } else {
      // PostgreSQL's planner picks the GIN index for `search_key like`; `|| ''` hides the column from it, for
      // the short patterns and for a walk in another index's order.
      for (const p of patterns)
        base = base.where(
          access === 'index' && indexable(p)
            ? sql<SqlBool>`works.search_key like ${p}`
            : sql<SqlBool>`(works.search_key || '') like ${p}`,
        );
    }
    if (filter.kind) base = base.where('works.kind', '=', filter.kind);
    if (filter.type) base = base.where('works.type', '=', filter.type);
    if (filter.status) base = base.where('works.status', '=', filter.status);
    if (filter.year !== undefined) base = base.where('works.date_publish', 'like', `${filter.year}%`);
    const genreId = filter.genreId;
    if (genreId)
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('work_genres')
            .select('work_genres.work_id')
            .whereRef('work_genres.work_id', '=', 'works.id')
            .where('work_genres.genre_id', '=', genreId),
        ),
      );
    return base;
  }

  private query(filter: SearchFilter, patterns: string[], access: Access, not: string[] = []) {
    let q = this.matching(filter, patterns, access);
    for (const p of not) q = q.where(sql<SqlBool>`works.search_key not like ${p}`);
    return q;
  }

  /** How many, up to `cap` + 1 (more than `cap` is all the caller needs to know). */
  private async countUpTo(filter: SearchFilter, patterns: string[], cap: number, not: string[] = []): Promise<number> {
    const some = this.query(filter, patterns, 'index', not)
      .select(sql<number>`1`.as('one'))
      .limit(cap + 1);
    const row = await this.db
      .selectFrom(some.as('s'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async search(filter: SearchFilter): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
    const { key } = filter;
    const offset = (filter.page - 1) * filter.limit;
    const columns = [...CARD_COLUMNS, 'works.date_publish', 'works.status', 'works.created_at'] as const;

    if (!key) {
      const base = this.matching(filter, [], 'index');
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      if (total === 0 || offset >= total) return { rows: [], total, capped: false };
      const rows = sorted(base.select(columns), filter.sort);
      return { rows: await rows.limit(filter.limit).offset(offset).execute(), total, capped: false };
    }

    const words = key.words.map(contains);
    const total = await this.countUpTo(filter, words, this.cap);
    const capped = total > this.cap;
    const answer = (rows: SearchRow[]) => ({ rows, total: Math.min(total, this.cap), capped });
    if (total === 0 || offset >= Math.min(total, this.cap)) return answer([]);

    const exact = contains(`|${key.compact}|`);
    const titleStart = contains(`|${key.compact}`);
    const wordStart = contains(` ${key.words[0] as string}`);

    if (!capped) {
      // few matches: rank them all at once
      let rows = this.matching(filter, words, 'index').select(columns);
      if (filter.sort === 'relevance')
        rows = rows.orderBy(
          sql`case when works.search_key like ${exact} then 0 when works.search_key like ${titleStart} then 1
            when works.search_key like ${wordStart} then 2 else 3 end`,
        );
      return answer(await sorted(rows, filter.sort).limit(filter.limit).offset(offset).execute());
    }

    if (filter.sort !== 'relevance') {
      const rows = sorted(this.matching(filter, words, 'scan').select(columns), filter.sort);
      return answer(await rows.limit(filter.limit).offset(offset).execute());
    }

    // many matches, by relevance: tier by tier, each by views
    const tiers: { patterns: string[]; not: string[] }[] = [
      { patterns: [...words, exact], not: [] },
      { patterns: [...words, titleStart], not: [exact] },
      { patterns: [...words, wordStart], not: [titleStart] },
      { patterns: words, not: [titleStart, wordStart] },
    ];
    const found: SearchRow[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const want = filter.limit - found.length;
      const size = await this.countUpTo(filter, tier.patterns, this.cap, tier.not);
      if (size <= this.cap && skip >= size) {
        skip -= size;
        continue;
      }
      const access: Access = size <= this.cap ? 'index' : 'scan';
      const rows = await sorted(this.query(filter, tier.patterns, access, tier.not).select(columns), 'relevance')
        .limit(want)
        .offset(skip)
        .execute();
      found.push(...rows);
      if (found.length === filter.limit) break;
      // the page starts in this tier (a big one always holds more than the offset, which is below the cap)
      skip = 0;
    }
    return answer(found);
  }
}
