import { compactKey, searchTokens } from '@ckb/contract/normalize';

/**
 * The text a work is found by in search, stored in `works.search_key` by every write that changes a
 * title and indexed by the database's own engine (SQLite: FTS5 trigram; PostgreSQL: copied into
 * `work_search` by a trigger, pg_trgm and a tsvector of its titles and words, migration 0007):
 *
 *   |<title 1>|<title 2>|…| <word> <word> …
 *
 * Each title (en, ku, ar, or, every alternative title) appears as its compact loose key (see
 * @ckb/contract/normalize: Kurdish letters folded to their Arabic-keyboard look-alikes, Latin case and
 * accents folded, spaces removed), between bars; then every word of every title between spaces. Query
 * words never contain a bar or a space, so "contains the word" is a plain substring test on both
 * databases, and the ranks are substring tests too: `|q|` a whole title (exact), `|q` a title's start
 * (prefix), ` w` a word's start, anything else contained.
 */

export interface TitleFields {
  en?: string | null;
  ku?: string | null;
  ar?: string | null;
  original_name?: string | null;
  /** Alternative titles, one per line. */
  alt_titles?: string | null;
}

export const splitAltTitles = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);

export function titlesOf(row: TitleFields): string[] {
  return [row.en, row.ku, row.ar, row.original_name, ...splitAltTitles(row.alt_titles)].filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
}

export function searchKey(row: TitleFields): string {
  const titles = titlesOf(row);
  const compact = [...new Set(titles.map(compactKey).filter(Boolean))];
  const words = [...new Set(titles.flatMap(searchTokens))];
  if (compact.length === 0) return '';
  return `|${compact.join('|')}| ${words.join(' ')} `;
}

/** Most words a query may have, and longest word: longer queries are cut (never an error). */
export const MAX_QUERY_WORDS = 8;
export const MAX_WORD_LENGTH = 64;

export interface SearchQueryKey {
  /** The words, each a substring every match must contain. */
  words: string[];
  /** The words joined: a whole title equal to it is exact, a title starting with it a prefix. */
  compact: string;
}

export function queryKey(q: string): SearchQueryKey | null {
  const words = [...new Set(searchTokens(q).map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  return { words, compact: searchTokens(q).join('').slice(0, 512) };
}
