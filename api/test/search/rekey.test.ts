import { expect, it } from 'vitest';
import { rekeyWorks } from '../../src/search/rekey.ts';
import { searchKey } from '../../src/search/key.ts';
import { forEachDatabase, useTestApp } from '../helpers/app.ts';

type Paged = { data: { pagination_info: { totalItems: number } } };

/**
 * What a migration after a change of the normalizer relies on: every stored key rewritten with today's rules,
 * and each database's index (FTS5 on SQLite, work_search on PostgreSQL) following, so search finds the works.
 */
forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: 'demo' });

  it('rewrites stale keys with the current rules, and search finds the works again', async () => {
    const db = t().db.kysely;
    const found = async (q: string) => {
      t().app.invalidation.publish(); // the keys changed under the api: no cached answer
      const res = await t().get(`/api/search?q=${encodeURIComponent(q)}`);
      return (res.json() as Paged).data.pagination_info.totalItems;
    };
    const { en } = await db
      .selectFrom('works')
      .select('en')
      .where('active_show', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = en.split(/\s+/).find((w) => w.length >= 4) ?? en;
    const before = await found(word);
    expect(before).toBeGreaterThan(0);

    // keys as an older normalizer would have left them: unlike anything a query makes now
    await db.updateTable('works').set({ search_key: '|stale| stale ' }).execute();
    expect(await found(word)).toBe(0);
    const { n } = await db
      .selectFrom('works')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    expect(await rekeyWorks(db)).toBe(Number(n));
    expect(await found(word)).toBe(before);
    const rows = await db
      .selectFrom('works')
      .select(['en', 'ku', 'ar', 'original_name', 'alt_titles', 'search_key'])
      .execute();
    for (const row of rows) expect(row.search_key).toBe(searchKey(row));
    expect(await rekeyWorks(db), 'a second run finds nothing to change').toBe(0);
  });
});
