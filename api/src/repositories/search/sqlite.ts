import { sql, type SqlBool } from 'kysely';
import type { SearchQueryKey } from '../../search/key.ts';
import { contains, markText, tierTexts, type Access, type SearchEngine, type Tier, type TierQuery } from './engine.ts';

/** Whether the trigram index can find a text: three letters or more (a two-letter word with its space is three). */
const indexable = (text: string): boolean => [...text].length >= 3;

/** `s.key` holds `text`; `instr` is a plain test of the row, which FTS5 never sees. */
const holds = (text: string) => sql<SqlBool>`instr(s.key, ${text}) > 0`;

/**
 * SQLite: `works_fts` (FTS5, trigram tokenizer, migration 0005) finds the works holding each text of three
 * letters or more, one `LIKE` per text, which the trigram index answers; its rowids are those of
 * `work_search` (migration 0008), so each is found by its primary key. Shorter texts (a one-letter word
 * with its space) are tested on the rows found, or on every row when no text is indexable. A walk tests
 * every text on each row it reads.
 */
export const sqliteEngine: SearchEngine = {
  tier(from: TierQuery, key: SearchQueryKey, tier: Tier, access: Access): TierQuery {
    const texts = tierTexts(key, tier);
    let q = from;
    const indexed = access === 'index' ? texts.filter(indexable) : [];
    if (indexed.length > 0) {
      const likes = sql.join(
        indexed.map((t) => sql`key like ${contains(t)}`),
        sql` and `,
      );
      q = q.where(sql<SqlBool>`s.fts_rowid in (select rowid from works_fts where ${likes})`);
    }
    for (const t of texts) if (!indexed.includes(t)) q = q.where(holds(t));
    for (const mark of tier.not) q = q.where(sql<SqlBool>`instr(s.key, ${markText(key, mark)}) = 0`);
    return q;
  },
};
