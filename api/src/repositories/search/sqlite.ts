import { sql, type SqlBool } from 'kysely';
import type { SearchQueryKey } from '../../search/key.ts';
import { markText, tierTexts, type Access, type SearchEngine, type Tier, type TierQuery } from './engine.ts';

/** Whether the trigram index can find a text: three letters or more (a two-letter word with its space is three). */
const indexable = (text: string): boolean => [...text].length >= 3;

/** `s.key` holds `text`: the exact test, the same as PostgreSQL's `strpos` (case and all). */
const holds = (text: string) => sql<SqlBool>`instr(s.key, ${text}) > 0`;

/** An FTS5 phrase: with the trigram tokenizer, the works holding the text (folding case) anywhere. */
const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/**
 * SQLite: `works_fts` (FTS5, trigram tokenizer, migration 0005) finds the works holding every text of
 * three letters or more, as phrases of trigrams (`match '"the" AND "|the"'`), whose rowids are those of
 * `work_search` (migration 0008), so each is found by its primary key. A phrase is answered from the
 * index's positions alone, where `LIKE '%text%'` reads each candidate's stored copy of the key to test it
 * (five times the work for a common word). The trigram index folds case, so every text is then tested
 * on the row found, exactly (`instr`), as are the texts too short for the index (a one-letter word with its
 * space), on every row when no text is indexable. A walk tests every text on each row it reads.
 */
export const sqliteEngine: SearchEngine = {
  tier(from: TierQuery, key: SearchQueryKey, tier: Tier, access: Access): TierQuery {
    const texts = tierTexts(key, tier);
    let q = from;
    const indexed = access === 'index' ? texts.filter(indexable) : [];
    if (indexed.length > 0) {
      // A join, not `s.fts_rowid in (…)`: SQLite fills an IN list whole before reading a row, where the
      // join reads the index's rowids one by one and stops at the caller's limit (the count stops at the
      // cap), which matters for a common word held by tens of thousands of works.
      const match = indexed.map(phrase).join(' AND ');
      q = q.innerJoin(
        sql<{ rowid: number }>`(select rowid from works_fts where works_fts match ${match})`.as('f'),
        (join) => join.on(sql<SqlBool>`f.rowid = s.fts_rowid`),
      ) as unknown as TierQuery;
    }
    for (const t of texts) q = q.where(holds(t));
    for (const mark of tier.not) q = q.where(sql<SqlBool>`instr(s.key, ${markText(key, mark)}) = 0`);
    return q;
  },
};
