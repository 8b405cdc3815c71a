import { SEARCH_RESULTS_CAP } from '@ckb/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchQueryKey } from '../../search/key.ts';
import { CARD_COLUMNS } from '../work-cards.ts';
import { applyWorkFilters, WORK_SEARCH_FILTER_COLUMNS, WORKS_FILTER_COLUMNS } from '../work-filters.ts';
import {
  contains,
  EVERY,
  markText,
  TIERS,
  type Access,
  type SearchEngine,
  type SearchFilter,
  type SearchRow,
  type Sort,
  type Tier,
} from './engine.ts';

/** What a tier's works carry before the page is chosen: the order's columns, and the key for ranking. */
const FOUND = ['s.work_id', 's.view', 's.number', 's.kind', 's.created_at', 's.rating', 's.key'] as const;

/** What a search answers of each work. */
const COLUMNS = [...CARD_COLUMNS, 'works.date_publish', 'works.status', 'works.created_at'] as const;

/** The order after relevance, over the columns of `t` (works or work_search): the sort, then views, number, kind. */
function orderAfterRelevance(t: 'works' | 's' | 'm' | 'p', sort: Sort): RawBuilder<unknown>[] {
  const c = (name: string) => sql.ref(`${t}.${name}`);
  const first =
    sort === 'newest' ? [sql`${c('created_at')} desc`] : sort === 'rating' ? [sql`${c('rating')} desc`] : [];
  return [...first, sql`${c('view')} desc`, sql`${c('number')} desc`, sql`${c('kind')}`];
}

/** The relevance tiers as one number (0 a whole title … 3 contained), for ranking every match at once. */
function rank(key: SearchQueryKey, keyColumn: 'm.key') {
  const column = sql.ref(keyColumn);
  return sql<number>`case when ${column} like ${contains(markText(key, 'exact'))} then 0
    when ${column} like ${contains(markText(key, 'titleStart'))} then 1
    when ${column} like ${contains(markText(key, 'wordStart'))} then 2 else 3 end`;
}

/**
 * Search over the search key of each work (search/key.ts), the same statements on both databases over
 * `work_search`; only how a tier's works are found is the engine's (engine.ts).
 *
 * A word of three letters or more matches anywhere in a title; a shorter one only at a word's start
 * (isShort): the key holds `word` or ` wo`.
 *
 * The cost of a query must not grow with its number of matches (p95 ≤ 20 ms at 100,000 works):
 * - the total is counted up to SEARCH_RESULTS_CAP (+1 to know there are more);
 * - a query with at most that many matches ranks them all, in the statement that counts them;
 * - a query with more is paged tier by tier (a whole title, a title start, a word start, contained; each
 *   by views): a tier with at most SEARCH_RESULTS_CAP works is taken from the indexes and sorted, a bigger
 *   one is walked in views order, testing the words on each row until the page is full. The pages answer
 *   exactly what ranking every match would; only the total is capped.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: SearchEngine,
    /** SEARCH_RESULTS_CAP; tests lower it to page a small corpus the way a big one is paged. */
    private readonly cap = SEARCH_RESULTS_CAP,
  ) {}

  /** A tier's works in `work_search as s`: visible, passing the filters, found by `access`. */
  private tier(filter: SearchFilter, key: SearchQueryKey, tier: Tier, access: Access) {
    const from = applyWorkFilters(
      this.db.selectFrom('work_search as s').where('s.visible', '=', true),
      filter,
      WORK_SEARCH_FILTER_COLUMNS,
    );
    return this.engine.tier(from, key, tier, access);
  }

  /**
   * How many works a tier holds (up to `cap` + 1) and a page of them, ordered by `sort` (with `ranked`,
   * first by tier), in one statement (on PostgreSQL each statement is a round trip to another process):
   * the tier's works from the indexes, at most `cap` + 1, in a materialized CTE (a fence: the planner cannot
   * trade the indexes for a walk of the order's index when it misjudges how many there are), counted. When
   * they are at most `cap`, the page is chosen among them; when more, and `walk` is set, the page is walked
   * in the order's index of work_search (views, newest, rating), testing each row until it is full (a
   * branch the database skips unless the count asks for it); else it is empty. Only the page's rows are
   * joined to `works`, whose rows are wide.
   */
  private async tierPage(
    filter: SearchFilter,
    key: SearchQueryKey,
    tier: Tier,
    page: { sort: Sort; ranked: boolean; limit: number; offset: number; walk: boolean },
  ): Promise<{ size: number; rows: SearchRow[] }> {
    const { sort, ranked, limit, offset } = page;
    const found = this.tier(filter, key, tier, 'index')
      .select(FOUND)
      .limit(this.cap + 1);
    const few = sql<SqlBool>`(select n from c) <= ${this.cap}`;
    let q = this.db
      .with(
        (cte) => cte('m').materialized(),
        () => found,
      )
      .with('c', (db) => db.selectFrom('m').select((eb) => eb.fn.countAll<number>().as('n')))
      .selectFrom('c')
      .leftJoin(
        (eb) => {
          let chosen = eb
            .selectFrom('m')
            .selectAll('m')
            .select((ranked ? rank(key, 'm.key') : sql<number>`0`).as('rank'))
            .where(few);
          if (ranked) chosen = chosen.orderBy('rank');
          for (const o of orderAfterRelevance('m', sort)) chosen = chosen.orderBy(o);
          chosen = chosen.limit(limit).offset(offset);
          if (!page.walk) return chosen.as('p');
          let walked = this.tier(filter, key, tier, 'walk')
            .select([...FOUND, sql<number>`0`.as('rank')])
            .where(sql<SqlBool>`not ${few}`);
          for (const o of orderAfterRelevance('s', sort)) walked = walked.orderBy(o);
          // The test twice: PostgreSQL skips the walk on the WHERE (a one-time filter), SQLite only on a
          // LIMIT of 0 (it tests the WHERE on every row walked: the whole index, for a small tier).
          walked = walked.limit(sql<number>`case when ${few} then 0 else ${limit} end`).offset(offset);
          // each branch in its own subquery: SQLite refuses ORDER BY and LIMIT on a member of a UNION
          return eb
            .selectFrom(chosen.as('i'))
            .selectAll()
            .unionAll(eb.selectFrom(walked.as('w')).selectAll())
            .as('p');
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

  /** No words: visible works passing the filters, all counted, in the order of `sort`. */
  private async browse(filter: SearchFilter, offset: number) {
    const base = applyWorkFilters(
      this.db.selectFrom('works').where('works.active_show', '=', true),
      filter,
      WORKS_FILTER_COLUMNS,
    );
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || offset >= total) return { rows: [], total, capped: false };
    let rows = base.select(COLUMNS);
    for (const o of orderAfterRelevance('works', filter.sort)) rows = rows.orderBy(o);
    return { rows: await rows.limit(filter.limit).offset(offset).execute(), total, capped: false };
  }

  async search(filter: SearchFilter): Promise<{ rows: SearchRow[]; total: number; capped: boolean }> {
    const { key } = filter;
    const offset = (filter.page - 1) * filter.limit;
    if (!key) return this.browse(filter, offset);

    const relevance = filter.sort === 'relevance';
    // Few matches: ranked all at once. More, not by relevance: walked in the sort's order (the pages stop
    // at the cap).
    const first = await this.tierPage(filter, key, EVERY, {
      sort: filter.sort,
      ranked: relevance,
      limit: filter.limit,
      offset,
      walk: !relevance && offset < this.cap,
    });
    const total = first.size;
    const capped = total > this.cap;
    const answer = (rows: SearchRow[]) => ({ rows, total: Math.min(total, this.cap), capped });
    if (!capped || offset >= this.cap || !relevance) return answer(first.rows);

    // many matches, by relevance: tier by tier, each by views
    const found: SearchRow[] = [];
    let skip = offset;
    for (const tier of TIERS) {
      const want = filter.limit - found.length;
      const part = await this.tierPage(filter, key, tier, {
        sort: 'relevance',
        ranked: false,
        limit: want,
        offset: skip,
        walk: true,
      });
      if (part.size <= this.cap && skip >= part.size) {
        skip -= part.size;
        continue;
      }
      // a tier of over `cap` works (walked) always holds more than the offset, which is below the cap
      found.push(...part.rows);
      if (found.length === filter.limit) break;
      // the page starts in this tier
      skip = 0;
    }
    return answer(found);
  }
}
