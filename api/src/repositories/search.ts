import { SEARCH_RESULTS_CAP } from '@ckb/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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

/**
 * A query word of one or two letters, which no trigram index can find inside words: it must start a word
 * of a title (` w` in the key) instead of appearing anywhere. This is what a visitor typing "no" or "ab"
 * means, and it keeps such queries on the indexes (issue 13: a two-letter word tested on every row took
 * 30 to 70 ms on PostgreSQL at 100,000 works).
 */
const isShort = (word: string): boolean => [...word].length < 3;

/** The text the search key of a work matching `word` holds: the word anywhere, or a short word at a word's start. */
const needle = (word: string): string => (isShort(word) ? ` ${word}` : word);

/** What a search answers of each work. */
const COLUMNS = [...CARD_COLUMNS, 'works.date_publish', 'works.status', 'works.created_at'] as const;

/** The ranking's tests (search/key.ts): a title equal to the query, a title starting with it, a word starting with its first word. */
type Mark = 'exact' | 'titleStart' | 'wordStart';

/** Works holding every query word, and `has` (when set), and none of `not`. */
interface Tier {
  has: Mark | null;
  not: Mark[];
}

/** Every match. */
const EVERY: Tier = { has: null, not: [] };

/** Relevance, best first; the tiers split the matches, each is ordered by views. */
const TIERS: Tier[] = [
  { has: 'exact', not: [] },
  { has: 'titleStart', not: ['exact'] },
  { has: 'wordStart', not: ['titleStart'] },
  { has: null, not: ['titleStart', 'wordStart'] },
];

/** The text the search key of a work with `mark` holds (see search/key.ts). */
function markText(key: SearchQueryKey, mark: Mark): string {
  if (mark === 'exact') return `|${key.compact}|`;
  if (mark === 'titleStart') return `|${key.compact}`;
  return ` ${key.words[0] as string}`;
}

/**
 * How a tier's works are found: `index` asks the database's own indexes for them, best when they are few;
 * `walk` reads the works in the answer's order (an index on views, date or rating), testing each, until the
 * page is full: best when they are many and only a page is wanted. Both find the same works.
 */
type Access = 'index' | 'walk';

type Sort = SearchFilter['sort'];

/** The order after relevance, over the columns of `t` (works or work_search): the sort, then views, number, kind. */
function orderAfterRelevance(t: 'works' | 's' | 'm' | 'p', sort: Sort): RawBuilder<unknown>[] {
  const c = (name: string) => sql.ref(`${t}.${name}`);
  const first =
    sort === 'newest' ? [sql`${c('created_at')} desc`] : sort === 'rating' ? [sql`${c('rating')} desc`] : [];
  return [...first, sql`${c('view')} desc`, sql`${c('number')} desc`, sql`${c('kind')}`];
}

/** PostgreSQL tsquery text of one lexeme of `search_terms(key)` (titles `|title`, words), whole or as a prefix. */
function lexeme(text: string, prefix: boolean): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

/** A mark as a tsquery over `search_terms(key)`: the same test as its text in the key. */
function markQuery(key: SearchQueryKey, mark: Mark): string {
  if (mark === 'exact') return lexeme(`|${key.compact}`, false);
  if (mark === 'titleStart') return lexeme(`|${key.compact}`, true);
  return lexeme(key.words[0] as string, true);
}

/**
 * The query words a tier must still test: a title equal to or starting with the query holds every word
 * somewhere, but not always a short one at a word's start ("A Bug's Life" is `|abugslife|` and has no word
 * starting with "ab"); a word starting with the first word holds that one.
 */
function wordsLeft(key: SearchQueryKey, tier: Tier): string[] {
  if (tier.has === 'exact' || tier.has === 'titleStart') return key.words.filter(isShort);
  return tier.has === 'wordStart' ? key.words.slice(1) : key.words;
}

/**
 * Search over the search key of each work (search/key.ts) in each database's own engine, with the same
 * answers on both (the shared corpus test proves it):
 *
 * A word of three letters or more matches anywhere in a title; a shorter one only at a word's start
 * (isShort): `LIKE '%word%'` or `LIKE '% wo%'`.
 *
 * - SQLite: `works.search_key` through its FTS5 trigram table (migration 0005), one `LIKE` per word (a
 *   two-letter word with its space is a trigram too).
 * - PostgreSQL: `work_search` (migration 0007), a narrow copy of what search reads, kept in step by a
 *   trigger: the long words by pg_trgm's GIN index on `key` (`LIKE '%word%'`), the short words and the
 *   ranking's marks (a whole title, a title start, a word start) by the GIN index on `search_terms(key)`
 *   (tsquery `'w':*`, `'|q'`, `'|q':*`), which answers them exactly; pg_trgm cannot, it ignores the bars
 *   and spaces that tell them apart.
 *
 * The cost of a query must not grow with its number of matches (issue 13: p95 ≤ 20 ms at 100,000 works):
 * - the total is counted up to SEARCH_RESULTS_CAP (+1 to know there are more);
 * - a query with at most that many matches ranks them all, in one statement;
 * - a query with more is paged tier by tier (a whole title, a title start, a word start, contained; each
 *   by views): a tier with at most SEARCH_RESULTS_CAP works is taken from the indexes and sorted, a bigger
 *   one is walked in views order, testing the words on each row until the page is full. The pages answer
 *   exactly what ranking every match would; only the total is capped.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** SEARCH_RESULTS_CAP; tests lower it to page a small corpus the way a big one is paged. */
    private readonly cap = SEARCH_RESULTS_CAP,
  ) {}

  /** SQLite, and every engine without words: visible works passing the filters and holding every pattern. */
  private matching(filter: SearchFilter, patterns: string[], access: Access) {
    let base = this.db.selectFrom('works').where('works.active_show', '=', true);
    // A trigram index finds a pattern only from three letters on (a two-letter word with its leading space
    // is three): shorter ones (a one-letter word) are tested on the rows the others found (or on every row),
    // in the index's own compact copy of the key.
    if (access === 'index' && patterns.length > 0) {
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
      // `|| ''` hides the column from the FTS5 table: tested on each row walked.
      for (const p of patterns) base = base.where(sql<SqlBool>`(works.search_key || '') like ${p}`);
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

  /** SQLite: a tier's works. */
  private liteTier(filter: SearchFilter, key: SearchQueryKey, tier: Tier, access: Access) {
    const patterns = key.words.map((w) => contains(needle(w)));
    if (tier.has) patterns.push(contains(markText(key, tier.has)));
    let q = this.matching(filter, patterns, access);
    for (const mark of tier.not) q = q.where(sql<SqlBool>`works.search_key not like ${contains(markText(key, mark))}`);
    return q;
  }

  /**
   * PostgreSQL: a tier's works in `work_search as s`. `index`: the long words by pg_trgm (`key like`), and
   * the short words and the tier's mark tested on the rows it found; with no long word left, the short
   * words and the mark, each the start of a lexeme, by the tsvector index (`search_terms(key) @@`), which
   * needs no recheck. `walk`: the tests are `strpos` on the key, which no index
   * answers, so the planner walks the index of the answer's order (it guesses that a third of the rows pass
   * an inequality on a function, so it expects to stop early, as it will: a walk is only chosen for a tier
   * of over SEARCH_RESULTS_CAP works). On both, the marks a tier excludes are `strpos` tests of the rows
   * found.
   */
  private pgTier(filter: SearchFilter, key: SearchQueryKey, tier: Tier, access: Access) {
    let q = this.db.selectFrom('work_search as s').where('s.visible', '=', true);
    const words = wordsLeft(key, tier);
    const long = words.filter((w) => !isShort(w));
    if (access === 'walk' || long.length > 0) {
      // With long words left, pg_trgm finds the rows and the rest is tested on them: in a BitmapAnd with the
      // trigram index, whose rows are always rechecked, search_terms() would be computed for each row.
      if (access === 'index') for (const w of long) q = q.where(sql<SqlBool>`s.key like ${contains(w)}`);
      for (const w of access === 'walk' ? words : words.filter(isShort))
        q = q.where(sql<SqlBool>`strpos(s.key, ${needle(w)}) > 0`);
      if (tier.has) q = q.where(sql<SqlBool>`strpos(s.key, ${markText(key, tier.has)}) > 0`);
    } else {
      // Only short words (each a word's start) and the mark: all starts of lexemes of search_terms(key).
      const terms = [...words.map((w) => lexeme(w, true)), ...(tier.has ? [markQuery(key, tier.has)] : [])];
      if (terms.length > 0) q = q.where(sql<SqlBool>`search_terms(s.key) @@ ${terms.join(' & ')}::tsquery`);
    }
    for (const mark of tier.not) q = q.where(sql<SqlBool>`strpos(s.key, ${markText(key, mark)}) < 1`);
    if (filter.kind) q = q.where('s.kind', '=', filter.kind);
    if (filter.type) q = q.where('s.type', '=', filter.type);
    if (filter.status) q = q.where('s.status', '=', filter.status);
    if (filter.year !== undefined) q = q.where('s.date_publish', 'like', `${filter.year}%`);
    const genreId = filter.genreId;
    if (genreId)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('work_genres')
            .select('work_genres.work_id')
            .whereRef('work_genres.work_id', '=', 's.work_id')
            .where('work_genres.genre_id', '=', genreId),
        ),
      );
    return q;
  }

  /** How many works a tier holds, up to `cap` + 1 (more than `cap` is all the caller needs to know). */
  private async countUpTo(filter: SearchFilter, key: SearchQueryKey, tier: Tier): Promise<number> {
    const one = sql<number>`1`.as('one');
    const some =
      this.dialect === 'postgres'
        ? this.pgTier(filter, key, tier, 'index')
            .select(one)
            .limit(this.cap + 1)
        : this.liteTier(filter, key, tier, 'index')
            .select(one)
            .limit(this.cap + 1);
    const row = await this.db
      .selectFrom(some.as('c'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The relevance tiers as one number (0 a whole title … 3 contained), for ranking every match at once. */
  private rank(key: SearchQueryKey, keyColumn: 's.key' | 'm.key' | 'works.search_key') {
    const column = sql.ref(keyColumn);
    return sql<number>`case when ${column} like ${contains(markText(key, 'exact'))} then 0
      when ${column} like ${contains(markText(key, 'titleStart'))} then 1
      when ${column} like ${contains(markText(key, 'wordStart'))} then 2 else 3 end`;
  }

  /** A page of a tier's works found by `access`, ordered by `sort`; with `ranked`, first by tier. */
  private async rows(
    filter: SearchFilter,
    key: SearchQueryKey,
    tier: Tier,
    access: Access,
    sort: Sort,
    ranked: boolean,
    limit: number,
    offset: number,
  ): Promise<SearchRow[]> {
    if (this.dialect === 'sqlite') {
      let q = this.liteTier(filter, key, tier, access).select(COLUMNS);
      if (ranked) q = q.orderBy(this.rank(key, 'works.search_key'));
      for (const o of orderAfterRelevance('works', sort)) q = q.orderBy(o);
      return q.limit(limit).offset(offset).execute();
    }
    let q = this.pgTier(filter, key, tier, access).innerJoin('works', 'works.id', 's.work_id').select(COLUMNS);
    if (ranked) q = q.orderBy(this.rank(key, 's.key'));
    for (const o of orderAfterRelevance('s', sort)) q = q.orderBy(o);
    return q.limit(limit).offset(offset).execute();
  }

  /**
   * How many works a tier holds (up to `cap` + 1) and, when at most `cap` (else the page is empty), a page
   * of them from the indexes, ordered by `sort` (with `ranked`, first by tier). SQLite counts, then reads the
   * page. PostgreSQL answers both in one statement (each statement is a round trip to another process): the
   * tier's works, at most `cap` + 1, in a materialized CTE (a fence: the planner cannot trade the indexes for
   * a walk of the order's index when it misjudges how many there are), counted; the page is chosen among
   * them (skipped when they are too many) and only its rows are joined to `works`, whose rows are wide.
   */
  private async tierPage(
    filter: SearchFilter,
    key: SearchQueryKey,
    tier: Tier,
    sort: Sort,
    ranked: boolean,
    limit: number,
    offset: number,
  ): Promise<{ size: number; rows: SearchRow[] }> {
    if (this.dialect === 'sqlite') {
      const size = await this.countUpTo(filter, key, tier);
      if (size > this.cap || offset >= size) return { size, rows: [] };
      return { size, rows: await this.rows(filter, key, tier, 'index', sort, ranked, limit, offset) };
    }
    const found = this.pgTier(filter, key, tier, 'index')
      .select(['s.work_id', 's.view', 's.number', 's.kind', 's.created_at', 's.rating', 's.key'])
      .limit(this.cap + 1);
    let q = this.db
      .with(
        (cte) => cte('m').materialized(),
        () => found,
      )
      .selectFrom(sql<{ n: number }>`(select count(*) as n from m)`.as('c'))
      .leftJoinLateral(
        (eb) => {
          let page = eb
            .selectFrom('m')
            .selectAll('m')
            .select((ranked ? this.rank(key, 'm.key') : sql<number>`0`).as('rank'))
            .where(sql<SqlBool>`c.n <= ${this.cap}`);
          if (ranked) page = page.orderBy('rank');
          for (const o of orderAfterRelevance('m', sort)) page = page.orderBy(o);
          return page.limit(limit).offset(offset).as('p');
        },
        (join) => join.onTrue(),
      )
      .leftJoin('works', 'works.id', 'p.work_id')
      .select([...COLUMNS, 'c.n']);
    if (ranked) q = q.orderBy('p.rank');
    for (const o of orderAfterRelevance('p', sort)) q = q.orderBy(o);
    const result = await q.execute();
    // one row with no work when the page is empty
    const rows = result.filter((r) => r.id !== null) as SearchRow[];
    return { size: Number(result[0]?.n ?? 0), rows };
  }

  async search(filter: SearchFilter): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
    const { key } = filter;
    const offset = (filter.page - 1) * filter.limit;

    if (!key) {
      const base = this.matching(filter, [], 'index');
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      if (total === 0 || offset >= total) return { rows: [], total, capped: false };
      let rows = base.select(COLUMNS);
      for (const o of orderAfterRelevance('works', filter.sort)) rows = rows.orderBy(o);
      return { rows: await rows.limit(filter.limit).offset(offset).execute(), total, capped: false };
    }

    const relevance = filter.sort === 'relevance';
    // few matches: ranked all at once
    const first = await this.tierPage(filter, key, EVERY, filter.sort, relevance, filter.limit, offset);
    const total = first.size;
    const capped = total > this.cap;
    const answer = (rows: SearchRow[]) => ({ rows, total: Math.min(total, this.cap), capped });
    if (!capped || offset >= this.cap) return answer(first.rows);
    if (!relevance)
      return answer(await this.rows(filter, key, EVERY, 'walk', filter.sort, false, filter.limit, offset));

    // many matches, by relevance: tier by tier, each by views
    const found: SearchRow[] = [];
    let skip = offset;
    for (const tier of TIERS) {
      const want = filter.limit - found.length;
      const part = await this.tierPage(filter, key, tier, 'relevance', false, want, skip);
      if (part.size <= this.cap && skip >= part.size) {
        skip -= part.size;
        continue;
      }
      // a tier of over `cap` works always holds more than the offset, which is below the cap
      found.push(
        ...(part.size <= this.cap
          ? part.rows
          : await this.rows(filter, key, tier, 'walk', 'relevance', false, want, skip)),
      );
      if (found.length === filter.limit) break;
      // the page starts in this tier
      skip = 0;
    }
    return answer(found);
  }
}
