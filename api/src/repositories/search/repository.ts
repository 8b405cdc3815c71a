import { SEARCH_RESULTS_CAP } from '@ckb/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchQueryKey } from '../../search/key.ts';
import { CARD_COLUMNS } from '../works.ts';
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

  /** A page of a tier's works walked in the order of `sort`, an index of work_search (views, newest, rating). */
  private async walk(
    filter: SearchFilter,
    key: SearchQueryKey,
    tier: Tier,
    sort: Sort,
    limit: number,
    offset: number,
  ): Promise<SearchRow[]> {
    let q = this.tier(filter, key, tier, 'walk').innerJoin('works', 'works.id', 's.work_id').select(COLUMNS);
    for (const o of orderAfterRelevance('s', sort)) q = q.orderBy(o);
    return q.limit(limit).offset(offset).execute();
  }

  /**
   * How many works a tier holds (up to `cap` + 1) and, when at most `cap` (else the page is empty), a page
   * of them from the indexes, ordered by `sort` (with `ranked`, first by tier), in one statement (on
   * PostgreSQL each statement is a round trip to another process): the tier's works, at most `cap` + 1, in
   * a materialized CTE (a fence: the planner cannot trade the indexes for a walk of the order's index when
   * it misjudges how many there are), counted; the page is chosen among them (skipped when they are too
   * many) and only its rows are joined to `works`, whose rows are wide.
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
    const found = this.tier(filter, key, tier, 'index')
      .select(['s.work_id', 's.view', 's.number', 's.kind', 's.created_at', 's.rating', 's.key'])
      .limit(this.cap + 1);
    let q = this.db
      .with(
        (cte) => cte('m').materialized(),
        () => found,
      )
      .with('c', (db) => db.selectFrom('m').select((eb) => eb.fn.countAll<number>().as('n')))
      .selectFrom('c')
      .leftJoin(
        (eb) => {
          let page = eb
            .selectFrom('m')
            .selectAll('m')
            .select((ranked ? rank(key, 'm.key') : sql<number>`0`).as('rank'))
            .where(sql<SqlBool>`(select n from c) <= ${this.cap}`);
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
    // few matches: ranked all at once
    const first = await this.tierPage(filter, key, EVERY, filter.sort, relevance, filter.limit, offset);
    const total = first.size;
    const capped = total > this.cap;
    const answer = (rows: SearchRow[]) => ({ rows, total: Math.min(total, this.cap), capped });
    if (!capped || offset >= this.cap) return answer(first.rows);
    if (!relevance) return answer(await this.walk(filter, key, EVERY, filter.sort, filter.limit, offset));

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
      found.push(...(part.size <= this.cap ? part.rows : await this.walk(filter, key, tier, 'relevance', want, skip)));
      if (found.length === filter.limit) break;
      // the page starts in this tier
      skip = 0;
    }
    return answer(found);
  }
}
