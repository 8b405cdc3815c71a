import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { newId } from '../../src/db/ids.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { searchKey } from '../../src/search/key.ts';

/**
 * SQLite's `work_search` (migration 0008): filled from the works a database already holds, then kept in
 * step with `works` by its triggers, its rowid always the work's `works_fts` row (search joins on it).
 */

let db: Db;
const now = Date.now();
const KIND_CODE = { movie: 0, series: 1, manga: 2 } as const;

const work = (kind: 'movie' | 'series' | 'manga', number: number, en: string) => ({
  id: newId(),
  kind,
  number,
  type: kind === 'movie' ? ('anime' as const) : kind === 'series' ? ('series' as const) : ('manga' as const),
  en,
  ku: '',
  search_key: searchKey({ en }),
  view: number * 10,
  created_at: now,
  updated_at: now,
});

interface Copied {
  work_id: string;
  kind: string;
  number: number;
  view: number;
  visible: number;
  key: string;
  fts: number;
}

const rows = async () =>
  (
    await sql<Copied>`select work_id, kind, number, view, visible, key, fts_rowid as fts from work_search
      order by number`.execute(db.kysely)
  ).rows;

/** The works whose works_fts row holds a text, joined the way search joins them. */
const ftsRows = async (text: string) =>
  (
    await sql<{ work_id: string }>`select s.work_id from work_search s
      where s.fts_rowid in (select rowid from works_fts where key like ${`%${text}%`})`.execute(db.kysely)
  ).rows.map((r) => r.work_id);

beforeAll(async () => {
  db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const before = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const up = await before.migrateTo('0007_search_table');
  expect(up.error).toBeUndefined();
});
afterAll(() => db.kysely.destroy());

it('copies the works already there, each under its works_fts rowid', async () => {
  const old = [work('movie', 1, 'Spirited Away'), work('series', 2, 'Attack on Titan'), work('manga', 3, 'One Piece')];
  await db.kysely.insertInto('works').values(old).execute();
  await migrateToLatest(db);
  expect(await rows()).toEqual(
    old.map((w) => ({
      work_id: w.id,
      kind: w.kind,
      number: w.number,
      view: w.view,
      visible: 1,
      key: w.search_key,
      fts: w.number * 4 + KIND_CODE[w.kind],
    })),
  );
  expect(await ftsRows('titan')).toEqual([old[1]!.id]);
});

it('follows inserts, title and visibility changes, views, and deletes', async () => {
  const added = work('movie', 4, 'Your Name');
  await db.kysely.insertInto('works').values(added).execute();
  expect(await ftsRows('yourname')).toEqual([added.id]);

  await db.kysely
    .updateTable('works')
    .set({
      en: 'Weathering With You',
      search_key: searchKey({ en: 'Weathering With You' }),
      view: 7,
      active_show: false,
    })
    .where('id', '=', added.id)
    .execute();
  const [row] = (await rows()).filter((r) => r.work_id === added.id);
  expect(row).toMatchObject({ view: 7, visible: 0, fts: 4 * 4 + KIND_CODE.movie });
  expect(await ftsRows('weathering')).toEqual([added.id]);
  expect(await ftsRows('yourname')).toEqual([]);

  await db.kysely.deleteFrom('works').where('id', '=', added.id).execute();
  expect((await rows()).map((r) => r.work_id)).not.toContain(added.id);
});
