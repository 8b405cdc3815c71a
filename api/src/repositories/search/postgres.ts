import { sql, type SqlBool } from 'kysely';
import type { SearchQueryKey } from '../../search/key.ts';
import {
  contains,
  isShort,
  markText,
  needle,
  wordsLeft,
  type Access,
  type Mark,
  type SearchEngine,
  type Tier,
  type TierQuery,
} from './engine.ts';

/** tsquery text of one lexeme of `search_terms(key)` (titles `|title`, words), whole or as a prefix. */
function lexeme(text: string, prefix: boolean): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

/** A mark as a tsquery over `search_terms(key)`: the same test as its text in the key. */
function markQuery(key: SearchQueryKey, mark: Mark): string {
  if (mark === 'exact') return lexeme(`|${key.compact}`, false);
  if (mark === 'titleStart') return lexeme(`|${key.compact}`, true);
  return lexeme(key.words[0] as string, true);
}

const holds = (text: string) => sql<SqlBool>`strpos(s.key, ${text}) > 0`;

/**
 * PostgreSQL (`work_search`, migration 0007). `index`: the long words by pg_trgm's GIN index
 * (`key like`), and the short words and the tier's mark tested on the rows it found; with no long word
 * left, the short words and the mark, each the start of a lexeme, by the tsvector index
 * (`search_terms(key) @@`), which answers them exactly: pg_trgm cannot, it ignores the bars and spaces that
 * tell them apart. `walk`: the tests are `strpos` on the key, which no index answers, so the planner walks
 * the index of the answer's order (it guesses that a third of the rows pass an inequality on a function,
 * so it expects to stop early, as it will: a walk is only chosen for a tier of over SEARCH_RESULTS_CAP
 * works). On both, the marks a tier excludes are `strpos` tests of the rows found.
 */
export const postgresEngine: SearchEngine = {
  tier(from: TierQuery, key: SearchQueryKey, tier: Tier, access: Access): TierQuery {
    let q = from;
    const words = wordsLeft(key, tier);
    const long = words.filter((w) => !isShort(w));
    if (access === 'walk' || long.length > 0) {
      // With long words left, pg_trgm finds the rows and the rest is tested on them: in a BitmapAnd with the
      // trigram index, whose rows are always rechecked, search_terms() would be computed for each row.
      if (access === 'index') {
        for (const w of long) q = q.where(sql<SqlBool>`s.key like ${contains(w)}`);
        // keeps the planner on pg_trgm's candidates for a common word (migration 0008)
        q = q.where(sql<SqlBool>`prefer_index(s.key)`);
      }
      for (const w of access === 'walk' ? words : words.filter(isShort)) q = q.where(holds(needle(w)));
      if (tier.has) q = q.where(holds(markText(key, tier.has)));
    } else {
      // Only short words (each a word's start) and the mark: all starts of lexemes of search_terms(key).
      const terms = [...words.map((w) => lexeme(w, true)), ...(tier.has ? [markQuery(key, tier.has)] : [])];
      if (terms.length > 0) q = q.where(sql<SqlBool>`search_terms(s.key) @@ ${terms.join(' & ')}::tsquery`);
    }
    for (const mark of tier.not) q = q.where(sql<SqlBool>`strpos(s.key, ${markText(key, mark)}) < 1`);
    return q;
  },
};
