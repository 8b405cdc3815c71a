import type { Kysely } from 'kysely';
import { searchKey } from './key.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Works read and rewritten per round: bounded memory at any catalogue size. */
const PAGE = 1000;

/**
 * Rewrites every work's stored search key (`works.search_key`) with today's `searchKey`, and returns how many
 * changed. Keys are computed when a title is written, so a change of the normalizer (`@ckb/contract/normalize`)
 * or of the key's layout (`key.ts`) leaves the stored keys in the old form while queries use the new one: a
 * migration that calls this brings them in step (docs/recipes.md, "Change the Sorani normalizer"). Each
 * database's index follows by itself: SQLite's FTS5 table and PostgreSQL's `work_search` are kept in step by
 * triggers on the column. Only keys that differ are written, a page of works at a time, in id order.
 */
export async function rekeyWorks(db: AnyDb): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    const rows: {
      id: string;
      en: string;
      ku: string;
      ar: string;
      original_name: string;
      alt_titles: string;
      search_key: string;
    }[] = await db
      .selectFrom('works')
      .select(['id', 'en', 'ku', 'ar', 'original_name', 'alt_titles', 'search_key'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return changed;
    for (const row of rows) {
      const key = searchKey(row);
      if (key === row.search_key) continue;
      await db.updateTable('works').set({ search_key: key }).where('id', '=', row.id).execute();
      changed++;
    }
    after = rows[rows.length - 1]!.id;
  }
}
