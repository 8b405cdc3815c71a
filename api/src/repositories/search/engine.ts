import type { SelectQueryBuilder } from 'kysely';
import type { Database, WorkSearchTable } from '../../db/schema.ts';
import type { SearchQueryKey } from '../../search/key.ts';
import type { CardRow } from '../work-cards.ts';
import type { WorkFilter } from '../work-filters.ts';

/**
 * What one database's engine answers, and the tests that do not depend on the database. Both engines read
 * `work_search as s` (migrations 0007, 0008), a narrow copy of what search needs of each work; they differ
 * only in how they find the works holding some text: SQLite by its FTS5 trigram table (sqlite.ts),
 * PostgreSQL by pg_trgm and a tsvector (postgres.ts). Ranking, paging and the filters are shared
 * (repository.ts, work-filters.ts), so both answer alike (the shared corpus test proves it).
 */

export interface SearchFilter extends WorkFilter {
  key: SearchQueryKey | null;
  sort: 'relevance' | 'newest' | 'views' | 'rating';
  page: number;
  limit: number;
}

export type SearchRow = CardRow & { date_publish: string; status: string; created_at: number };

export type Sort = SearchFilter['sort'];

/** Visible works of `work_search as s` passing the filters, which an engine narrows to a tier's works. */
export type TierQuery = SelectQueryBuilder<Database & { s: WorkSearchTable }, 's', object>;

/** The ranking's tests (search/key.ts): a title equal to the query, a title starting with it, a word starting with its first word. */
export type Mark = 'exact' | 'titleStart' | 'wordStart';

/** Works holding every query word, and `has` (when set), and none of `not`. */
export interface Tier {
  has: Mark | null;
  not: Mark[];
}

/** Every match. */
export const EVERY: Tier = { has: null, not: [] };

/** Relevance, best first; the tiers split the matches, each is ordered by views. */
export const TIERS: Tier[] = [
  { has: 'exact', not: [] },
  { has: 'titleStart', not: ['exact'] },
  { has: 'wordStart', not: ['titleStart'] },
  { has: null, not: ['titleStart', 'wordStart'] },
];

/**
 * How a tier's works are found: `index` asks the database's own indexes for them, best when they are few;
 * `walk` reads the works in the answer's order (an index on views, date or rating), testing each, until the
 * page is full: best when they are many and only a page is wanted. Both find the same works.
 */
export type Access = 'index' | 'walk';

export interface SearchEngine {
  /**
   * `from` narrowed to the works of `tier`: holding every query word (needle), the tier's mark, and none of
   * the marks it excludes; found by `access`.
   */
  tier(from: TierQuery, key: SearchQueryKey, tier: Tier, access: Access): TierQuery;
}

/**
 * LIKE pattern of text that must appear as is. Query words are letters and digits only (searchTokens),
 * so they hold no wildcard and need no ESCAPE clause, which SQLite would not hand to FTS5 (a LIKE with
 * ESCAPE is checked row by row instead of by the trigram index).
 */
export const contains = (text: string): string => {
  if (/[%_\\]/.test(text)) throw new Error('a search word with a LIKE wildcard');
  return `%${text}%`;
};

/**
 * A query word of one or two letters, which no trigram index can find inside words: it must start a word
 * of a title (` w` in the key) instead of appearing anywhere. This is what a visitor typing "no" or "ab"
 * means, and it keeps such queries on the indexes: a two-letter word tested on every row took 30 to 70 ms
 * on PostgreSQL at 100,000 works.
 */
export const isShort = (word: string): boolean => [...word].length < 3;

/** The text the search key of a work matching `word` holds: the word anywhere, or a short word at a word's start. */
export const needle = (word: string): string => (isShort(word) ? ` ${word}` : word);

/** The text the search key of a work with `mark` holds (see search/key.ts). */
export function markText(key: SearchQueryKey, mark: Mark): string {
  if (mark === 'exact') return `|${key.compact}|`;
  if (mark === 'titleStart') return `|${key.compact}`;
  return ` ${key.words[0] as string}`;
}

/** Every text a tier's works hold: each word's needle, and the tier's mark. */
export function tierTexts(key: SearchQueryKey, tier: Tier): string[] {
  return [...key.words.map(needle), ...(tier.has ? [markText(key, tier.has)] : [])];
}

/**
 * The query words a tier must still test once its mark is found: a title equal to or starting with the
 * query holds every word somewhere, but not always a short one at a word's start ("A Bug's Life" is
 * `|abugslife|` and has no word starting with "ab"); a word starting with the first word holds that one.
 */
export function wordsLeft(key: SearchQueryKey, tier: Tier): string[] {
  if (tier.has === 'exact' || tier.has === 'titleStart') return key.words.filter(isShort);
  return tier.has === 'wordStart' ? key.words.slice(1) : key.words;
}
